import { z } from 'zod';
import { blank, bool, bothOrNeither, defineConfigPart } from './env.ts';

/** The first administrator and the demo data, both created at start. */
export interface AdminConfig {
  admin: { email: string; password: string } | null;
  seedDemo: boolean;
}

export const adminPart = defineConfigPart({
  env: {
    ADMIN_EMAIL: z.preprocess(blank, z.email('must be an e-mail address').optional()),
    ADMIN_PASSWORD: z.preprocess(
      blank,
      // The first admin's password is the first thing an attacker tries: no short ones.
      z.string().min(12, 'must be at least 12 characters').optional(),
    ),
    SEED_DEMO: bool(false),
  },
  checks: (has, source) => [
    ...bothOrNeither(has, 'ADMIN_EMAIL', 'ADMIN_PASSWORD'),
    ...(source.NODE_ENV === 'production' && /^(true|1|yes)$/i.test(source.SEED_DEMO?.trim() ?? '')
      ? ['SEED_DEMO: demo data has known passwords and is never seeded in production']
      : []),
  ],
  build: (e): AdminConfig => ({
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD }
        : null,
    seedDemo: e.SEED_DEMO,
  }),
});
