import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { blank, defineConfigPart } from './env.ts';

/** The secrets that sign tokens and encrypt the videos' keys. */
export interface SecurityConfig {
  jwtSecret: string;
  mediaMasterKey: Buffer;
}

/**
 * Secrets that development may generate: kept in the data directory so that tokens and encrypted keys
 * survive restarts. Production must set them explicitly; a generated secret there would silently
 * differ between replicas.
 */
function generatedSecret(dataDir: string, name: string, bytes: number): string {
  const file = path.join(dataDir, 'secrets', name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const value = randomBytes(bytes).toString('hex');
  writeFileSync(file, value, { mode: 0o600 });
  return value;
}

export const securityPart = defineConfigPart({
  env: {
    JWT_SECRET: z.preprocess(
      blank,
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    MEDIA_MASTER_KEY: z.preprocess(
      blank,
      z
        .string()
        .regex(/^[0-9a-f]{64}$/i, 'must be 64 hexadecimal characters (32 bytes)')
        .optional(),
    ),
  },
  checks(has, source) {
    if (source.NODE_ENV !== 'production') return [];
    // PUBLIC_URL belongs to the server, but a guessed one would put wrong links in every e-mail.
    return ['JWT_SECRET', 'MEDIA_MASTER_KEY', 'PUBLIC_URL']
      .filter((name) => !has(name))
      .map((name) => `${name}: required when NODE_ENV=production`);
  },
  build: (e, ctx): SecurityConfig => ({
    jwtSecret: e.JWT_SECRET ?? generatedSecret(ctx.dataDir, 'jwt-secret', 48),
    mediaMasterKey: Buffer.from(
      e.MEDIA_MASTER_KEY ?? generatedSecret(ctx.dataDir, 'media-master-key', 32),
      'hex',
    ),
  }),
});
