import { existsSync } from 'node:fs';
import { z } from 'zod';
import type { SiteConfig } from '@academy/shared';
import { adminPart, type AdminConfig } from './admin.config.ts';
import { databasePart, type DatabaseConfig } from './database.config.ts';
import { blank, type BuildContext } from './env.ts';
import { googlePart, type GoogleConfig } from './google.config.ts';
import { httpPart, type HttpConfig } from './http.config.ts';
import { mailPart, type MailConfig } from './mail.config.ts';
import { mediaPart, type MediaConfig } from './media.config.ts';
import { paymentsPart, type PaymentsConfig } from './payments.config.ts';
import { pushPart, type PushConfig } from './push.config.ts';
import { securityPart, type SecurityConfig } from './security.config.ts';
import { baseContext, serverPart, type ServerConfig } from './server.config.ts';
import { readSite, siteEnv } from './site.config.ts';
import { storagePart, type StorageConfig } from './storage.config.ts';

export type { TrustProxy } from './http.config.ts';

/**
 * The whole server configuration, read from the environment once at start and validated here.
 * Nothing else in the API reads `process.env`. Every variable is documented in `.env.example`
 * (a test keeps the two in step). An empty value counts as unset, as in most `.env` files.
 *
 * Each concern lives in its own `<concern>.config.ts` (its variables, its checks, its part of `Config`).
 * A new variable goes into its concern's file; a new concern is one import, one line in `PARTS`, one
 * in `envSchema`, one spread in `loadConfig` and one `extends` below.
 */

const PARTS = [
  serverPart,
  httpPart,
  securityPart,
  databasePart,
  mailPart,
  storagePart,
  paymentsPart,
  googlePart,
  pushPart,
  adminPart,
  mediaPart,
];

const envSchema = z.object({
  ...serverPart.env,
  ...httpPart.env,
  ...securityPart.env,
  ...databasePart.env,
  ...mailPart.env,
  ...storagePart.env,
  ...paymentsPart.env,
  ...googlePart.env,
  ...pushPart.env,
  ...adminPart.env,
  ...mediaPart.env,
  // Site facts (checked by the shared site-config schema)
  ...siteEnv,
});

/** Every variable the server reads; `.env.example` documents each one. */
export const ENV_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

export type Env = z.infer<typeof envSchema>;

export interface Config
  extends
    ServerConfig,
    HttpConfig,
    SecurityConfig,
    DatabaseConfig,
    MailConfig,
    StorageConfig,
    PaymentsConfig,
    GoogleConfig,
    PushConfig,
    AdminConfig,
    MediaConfig {
  site: SiteConfig;
  /** Settings that work but deserve a word at start (logged by the server). */
  warnings: string[];
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(
      `Invalid configuration (see .env.example):\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}

/**
 * Loads `.env` (or the file `ENV_FILE` names; empty turns it off) into the environment. Variables
 * already set in the environment win over the file.
 */
export function loadEnvFile(source: NodeJS.ProcessEnv = process.env): void {
  const file = source.ENV_FILE ?? '.env';
  if (file && existsSync(file)) process.loadEnvFile(file);
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map(
        (issue) => `${issue.path.join('.') || '(environment)'}: ${issue.message}`,
      );
  // Checks that need several variables read the raw values, so they report even when others fail.
  const has = (name: string) => (blank(source[name]) as string | undefined) !== undefined;
  for (const part of PARTS) problems.push(...(part.checks?.(has, source) ?? []));
  const { site, problems: siteProblems } = readSite(source);
  problems.push(...siteProblems);
  if (problems.length > 0 || !parsed.success || !site) throw new ConfigError(problems);

  const e = parsed.data;
  const warnings: string[] = [];
  const ctx: BuildContext = { ...baseContext(e), site, warn: (m) => warnings.push(m) };
  return {
    ...serverPart.build(e, ctx),
    ...httpPart.build(e, ctx),
    ...securityPart.build(e, ctx),
    ...databasePart.build(e, ctx),
    ...mailPart.build(e, ctx),
    ...storagePart.build(e, ctx),
    ...paymentsPart.build(e, ctx),
    ...googlePart.build(e, ctx),
    ...pushPart.build(e, ctx),
    ...adminPart.build(e, ctx),
    ...mediaPart.build(e, ctx),
    site,
    warnings,
  };
}
