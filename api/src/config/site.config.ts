import {
  DEFAULT_SITE_CONFIG,
  SITE_CONFIG_ENV,
  siteConfigSchema,
  type SiteConfig,
} from '@academy/shared';
import { blank, text } from './env.ts';

/** The site facts' variables, each a plain optional string here; the shared schema checks them. */
export const siteEnv = Object.fromEntries(
  Object.values(SITE_CONFIG_ENV).map((name) => [name, text()]),
) as Record<string, ReturnType<typeof text>>;

/** The site facts: defaults overridden by the environment, with problems named by variable. */
export function readSite(source: NodeJS.ProcessEnv): { site?: SiteConfig; problems: string[] } {
  const overrides: Record<string, string> = {};
  for (const [key, envName] of Object.entries(SITE_CONFIG_ENV)) {
    const value = blank(source[envName]) as string | undefined;
    if (value !== undefined) overrides[key] = value;
  }
  const parsed = siteConfigSchema.safeParse({ ...DEFAULT_SITE_CONFIG, ...overrides });
  if (parsed.success) return { site: parsed.data, problems: [] };
  const problems = parsed.error.issues.map((issue) => {
    const key = issue.path[0] as keyof SiteConfig;
    const message =
      issue.code === 'invalid_format' && issue.format === 'email'
        ? 'must be an e-mail address'
        : issue.code === 'too_small'
          ? 'must not be empty'
          : issue.message;
    return `${SITE_CONFIG_ENV[key] ?? String(key)}: ${message}`;
  });
  return { problems };
}
