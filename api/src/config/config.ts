import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  DEFAULT_SITE_CONFIG,
  SITE_CONFIG_ENV,
  siteConfigSchema,
  type SiteConfig,
} from '@academy/shared';

/**
 * The whole server configuration, read from the environment once at start and validated here.
 * Nothing else in the API reads `process.env`. Every variable is documented in `.env.example`.
 */
const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional());
const optionalString = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.string().min(1).optional(),
);
const bool = (fallback: boolean) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? fallback : v),
    z.union([
      z.boolean(),
      z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1'),
    ]),
  );

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CORS_ORIGINS: z.string().default(''),
  JSON_BODY_LIMIT: z.string().default('1mb'),
  TRUST_PROXY: z.string().default('loopback'),

  DATABASE_URL: optionalUrl,
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),

  JWT_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  MEDIA_MASTER_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^[0-9a-f]{64}$/i, 'must be 64 hexadecimal characters (32 bytes)')
      .optional(),
  ),

  SMTP_URL: optionalUrl,
  MAIL_FROM: optionalString,
  DEV_MAILBOX: bool(true),

  STORAGE_DRIVER: z.enum(['local', 's3']).optional(),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: bool(true),

  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,

  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_AUTH_URL: z.string().url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.string().url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_USERINFO_URL: z.string().url().default('https://openidconnect.googleapis.com/v1/userinfo'),

  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  VAPID_SUBJECT: optionalString,

  ADMIN_EMAIL: optionalString.pipe(z.string().email().optional()),
  ADMIN_PASSWORD: optionalString.pipe(
    z.string().min(6, 'must be at least 6 characters').optional(),
  ),
  SEED_DEMO: bool(false),

  FFMPEG_PATH: optionalString,
  FFPROBE_PATH: optionalString,
  WATERMARK_TEXT: optionalString,
  RUN_WORKER: bool(true),
  SERVE_PWA: bool(true),
  ...Object.fromEntries(
    Object.values(SITE_CONFIG_ENV).map((name) => [name, z.string().optional()]),
  ),
});

export type Env = z.infer<typeof envSchema>;

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  logLevel: Env['LOG_LEVEL'];
  corsOrigins: string[];
  jsonBodyLimit: string;
  trustProxy: string;
  database: { url: string | undefined; embeddedPort: number; embeddedDir: string };
  jwtSecret: string;
  mediaMasterKey: Buffer;
  mail: { smtpUrl: string | undefined; from: string; outboxDir: string; devMailbox: boolean };
  storage:
    | { driver: 'local'; root: string }
    | {
        driver: 's3';
        endpoint: string | undefined;
        region: string;
        bucket: string;
        accessKeyId: string;
        secretAccessKey: string;
        forcePathStyle: boolean;
      };
  stripe: { secretKey: string; webhookSecret: string } | null;
  google: {
    clientId: string;
    clientSecret: string;
    authUrl: string;
    tokenUrl: string;
    userInfoUrl: string;
  } | null;
  vapid: { publicKey: string; privateKey: string; subject: string } | null;
  admin: { email: string; password: string } | null;
  seedDemo: boolean;
  media: { ffmpegPath: string | undefined; ffprobePath: string | undefined; watermarkText: string };
  runWorker: boolean;
  servePwa: boolean;
  site: SiteConfig;
}

/**
 * Secrets that development may generate: kept in the data directory so that tokens and encrypted keys
 * survive restarts. Production must set them explicitly; a generated secret there would silently
 * differ between replicas.
 */
function generatedSecret(dataDir: string, name: string, bytes: number): string {
  const file = path.join(dataDir, 'secrets', name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  // The data folder itself stays traversable: embedded PostgreSQL, run as its own user under root, lives in it.
  mkdirSync(dataDir, { recursive: true });
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const value = randomBytes(bytes).toString('hex');
  writeFileSync(file, value, { mode: 0o600 });
  return value;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  const problems: string[] = [];
  const isProduction = e.NODE_ENV === 'production';
  const dataDir = path.resolve(e.DATA_DIR);

  if (isProduction) {
    if (!e.JWT_SECRET) problems.push('JWT_SECRET: required in production');
    if (!e.MEDIA_MASTER_KEY) problems.push('MEDIA_MASTER_KEY: required in production');
    if (!e.PUBLIC_URL) problems.push('PUBLIC_URL: required in production');
  }
  const storageDriver = e.STORAGE_DRIVER ?? (e.S3_BUCKET ? 's3' : 'local');
  if (storageDriver === 's3') {
    for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!e[name]) problems.push(`${name}: required when S3 storage is used`);
    }
  }
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_WEBHOOK_SECRET)) {
    problems.push('STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: set both or neither');
  }
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    problems.push('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: set both or neither');
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    problems.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both or neither');
  }
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    problems.push('ADMIN_EMAIL and ADMIN_PASSWORD: set both or neither');
  }

  const siteOverrides: Record<string, string> = {};
  for (const [key, envName] of Object.entries(SITE_CONFIG_ENV)) {
    const value = source[envName];
    if (value !== undefined && value !== '') siteOverrides[key] = value;
  }
  const site = siteConfigSchema.safeParse({ ...DEFAULT_SITE_CONFIG, ...siteOverrides });
  if (!site.success) {
    for (const issue of site.error.issues) {
      const key = issue.path[0] as keyof SiteConfig;
      problems.push(`${SITE_CONFIG_ENV[key] ?? String(key)}: ${issue.message}`);
    }
  }
  if (problems.length > 0 || !site.success) throw new ConfigError(problems);

  const port = e.PORT;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  return {
    env: e.NODE_ENV,
    isProduction,
    port,
    host: e.HOST,
    publicUrl,
    dataDir,
    logLevel: e.LOG_LEVEL,
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    jsonBodyLimit: e.JSON_BODY_LIMIT,
    trustProxy: e.TRUST_PROXY,
    database: {
      url: e.DATABASE_URL,
      embeddedPort: e.EMBEDDED_PG_PORT,
      embeddedDir: path.join(dataDir, 'postgres'),
    },
    jwtSecret: e.JWT_SECRET ?? generatedSecret(dataDir, 'jwt-secret', 48),
    mediaMasterKey: Buffer.from(
      e.MEDIA_MASTER_KEY ?? generatedSecret(dataDir, 'media-master-key', 32),
      'hex',
    ),
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `${site.data.appName} <${site.data.supportEmail}>`,
      outboxDir: path.join(dataDir, 'outbox'),
      devMailbox: e.DEV_MAILBOX && !isProduction,
    },
    storage:
      storageDriver === 's3'
        ? {
            driver: 's3',
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            bucket: e.S3_BUCKET!,
            accessKeyId: e.S3_ACCESS_KEY_ID!,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : { driver: 'local', root: path.join(dataDir, 'media') },
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET }
        : null,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            authUrl: e.GOOGLE_AUTH_URL,
            tokenUrl: e.GOOGLE_TOKEN_URL,
            userInfoUrl: e.GOOGLE_USERINFO_URL,
          }
        : null,
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? {
            publicKey: e.VAPID_PUBLIC_KEY,
            privateKey: e.VAPID_PRIVATE_KEY,
            subject: e.VAPID_SUBJECT ?? `mailto:${site.data.supportEmail}`,
          }
        : null,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD }
        : null,
    seedDemo: e.SEED_DEMO,
    media: {
      ffmpegPath: e.FFMPEG_PATH,
      ffprobePath: e.FFPROBE_PATH,
      watermarkText: e.WATERMARK_TEXT ?? site.data.appName,
    },
    runWorker: e.RUN_WORKER,
    servePwa: e.SERVE_PWA,
    site: site.data,
  };
}
