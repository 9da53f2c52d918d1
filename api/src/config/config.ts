import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
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
 * Nothing else in the API reads `process.env`. Every variable is documented in `.env.example`
 * (a test keeps the two in step). An empty value counts as unset, as in most `.env` files.
 */

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const text = () => z.preprocess(blank, z.string().optional());

function urlString(protocols: string[]) {
  const list = protocols.map((p) => `${p}//`).join(' or ');
  return z.string().refine((value) => {
    try {
      return protocols.includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, `must be a URL starting with ${list}`);
}
const urlWith = (protocols: string[]) => z.preprocess(blank, urlString(protocols).optional());
const httpUrl = () => urlWith(['http:', 'https:']);
const httpUrlOr = (fallback: string) =>
  z.preprocess((v) => blank(v) ?? fallback, urlString(['http:', 'https:']));

function bool(fallback: boolean) {
  return z.preprocess(
    (v) => blank(v) ?? String(fallback),
    z
      .string()
      .transform((v) => v.trim().toLowerCase())
      .refine((v) => ['true', 'false', '1', '0', 'yes', 'no'].includes(v), 'must be true or false')
      .transform((v) => v === 'true' || v === '1' || v === 'yes'),
  );
}

function integer(fallback: number, min: number, max: number, what: string) {
  return z.preprocess(
    (v) => blank(v) ?? String(fallback),
    z
      .string()
      .refine(
        (v) => /^\d+$/.test(v.trim()) && Number(v) >= min && Number(v) <= max,
        `must be ${what} from ${min} to ${max}`,
      )
      .transform(Number),
  );
}

function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: `must be one of: ${values.join(', ')}` });
}

/** express `trust proxy`: true/false, a hop count, or addresses/subnets (`loopback`, `10.0.0.0/8`). */
export type TrustProxy = boolean | number | string[];
const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
function parseTrustProxy(value: string): TrustProxy | null {
  const v = value.trim();
  if (v === 'true' || v === 'false') return v === 'true';
  if (/^\d+$/.test(v)) return Number(v);
  const parts = v
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const valid = parts.every((part) => {
    if (PROXY_NAMES.includes(part)) return true;
    const [address, bits, ...rest] = part.split('/');
    if (rest.length || !address || !isIP(address)) return false;
    return (
      bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (isIP(address) === 4 ? 32 : 128))
    );
  });
  return valid && parts.length ? parts : null;
}

function parseOrigins(value: string): string[] | null {
  const origins = value
    .split(',')
    .map((o) => o.trim().replace(/\/$/, ''))
    .filter(Boolean);
  for (const origin of origins) {
    try {
      const url = new URL(origin);
      if (!['http:', 'https:'].includes(url.protocol) || url.origin !== origin) return null;
    } catch {
      return null;
    }
  }
  return origins;
}

const envSchema = z.object({
  // Server
  ENV_FILE: text(),
  NODE_ENV: z.preprocess(
    blank,
    oneOf(['development', 'production', 'test']).default('development'),
  ),
  PORT: integer(8080, 0, 65535, 'a port number'),
  HOST: z.preprocess(blank, z.string().default('0.0.0.0')),
  PUBLIC_URL: httpUrl(),
  DATA_DIR: z.preprocess(blank, z.string().default('./data')),
  LOG_LEVEL: z.preprocess(
    blank,
    oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  CORS_ORIGINS: z.preprocess(
    (v) => blank(v) ?? '',
    z.string().refine((v) => parseOrigins(v) !== null, {
      message: 'must be a comma-separated list of origins such as https://app.example.com',
    }),
  ),
  JSON_BODY_LIMIT: z.preprocess(
    (v) => blank(v) ?? '1mb',
    z.string().regex(/^\d+(\.\d+)?\s*(b|kb|mb)?$/i, 'must be a size such as 100kb or 1mb'),
  ),
  TRUST_PROXY: z.preprocess(
    (v) => blank(v) ?? 'loopback',
    z.string().refine((v) => parseTrustProxy(v) !== null, {
      message:
        'must be true, false, a number of proxy hops, or a comma-separated list of addresses or subnets (loopback, 10.0.0.0/8)',
    }),
  ),

  RATE_LIMIT_SCALE: integer(1, 1, 1000, 'a whole number from 1 to 1000'),

  // Database
  DATABASE_URL: urlWith(['postgres:', 'postgresql:']),
  EMBEDDED_PG_PORT: integer(54329, 1, 65535, 'a port number'),

  // Security
  JWT_SECRET: z.preprocess(blank, z.string().min(32, 'must be at least 32 characters').optional()),
  MEDIA_MASTER_KEY: z.preprocess(
    blank,
    z
      .string()
      .regex(/^[0-9a-f]{64}$/i, 'must be 64 hexadecimal characters (32 bytes)')
      .optional(),
  ),

  // E-mail
  SMTP_URL: urlWith(['smtp:', 'smtps:']),
  MAIL_FROM: z.preprocess(
    blank,
    z
      .string()
      .regex(/[^@\s<>]+@[^@\s<>]+/, 'must be an address such as "Academy <no-reply@example.com>"')
      .optional(),
  ),
  DEV_MAILBOX: bool(true),

  // Storage
  STORAGE_DRIVER: z.preprocess(blank, oneOf(['local', 's3']).optional()),
  S3_ENDPOINT: httpUrl(),
  S3_REGION: z.preprocess(blank, z.string().default('us-east-1')),
  S3_BUCKET: text(),
  S3_ACCESS_KEY_ID: text(),
  S3_SECRET_ACCESS_KEY: text(),
  S3_FORCE_PATH_STYLE: bool(true),

  // Payments
  STRIPE_SECRET_KEY: text(),
  STRIPE_WEBHOOK_SECRET: text(),

  // Google sign-in
  GOOGLE_CLIENT_ID: text(),
  GOOGLE_CLIENT_SECRET: text(),
  GOOGLE_AUTH_URL: httpUrlOr('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: httpUrlOr('https://oauth2.googleapis.com/token'),
  GOOGLE_USERINFO_URL: httpUrlOr('https://openidconnect.googleapis.com/v1/userinfo'),

  // Push
  VAPID_PUBLIC_KEY: text(),
  VAPID_PRIVATE_KEY: text(),
  VAPID_SUBJECT: z.preprocess(
    blank,
    z
      .string()
      .regex(/^(mailto:\S+@\S+|https?:\/\/\S+)$/, 'must be a mailto: address or an https:// URL')
      .optional(),
  ),

  // Administrator and demo data
  ADMIN_EMAIL: z.preprocess(blank, z.email('must be an e-mail address').optional()),
  ADMIN_PASSWORD: z.preprocess(
    blank,
    z.string().min(6, 'must be at least 6 characters').optional(),
  ),
  SEED_DEMO: bool(false),

  // Media
  FFMPEG_PATH: text(),
  FFPROBE_PATH: text(),
  WATERMARK_TEXT: text(),
  RUN_WORKER: bool(true),
  SERVE_PWA: bool(true),

  // Site facts (checked below by the shared site-config schema)
  ...(Object.fromEntries(Object.values(SITE_CONFIG_ENV).map((name) => [name, text()])) as Record<
    string,
    ReturnType<typeof text>
  >),
});

/** Every variable the server reads; `.env.example` documents each one. */
export const ENV_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

export type Env = z.infer<typeof envSchema>;

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(
      `Invalid configuration (see .env.example):\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}

export interface Config {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  logLevel: Env['LOG_LEVEL'];
  corsOrigins: string[];
  jsonBodyLimit: string;
  trustProxy: TrustProxy;
  /** Every rate limit allows this many times its attempts (load tests, browser test suites). */
  rateLimitScale: number;
  database: {
    url: string | undefined;
    embeddedPort: number;
    embeddedDir: string;
    embeddedPasswordFile: string;
  };
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
  /** Settings that work but deserve a word at start (logged by the server). */
  warnings: string[];
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

/**
 * Loads `.env` (or the file `ENV_FILE` names; empty turns it off) into the environment. Variables
 * already set in the environment win over the file.
 */
export function loadEnvFile(source: NodeJS.ProcessEnv = process.env): void {
  const file = source.ENV_FILE ?? '.env';
  if (file && existsSync(file)) process.loadEnvFile(file);
}

/** Checks that need several variables; they read the raw values so they report even when others fail. */
function crossChecks(source: NodeJS.ProcessEnv): string[] {
  const has = (name: string) => (blank(source[name]) as string | undefined) !== undefined;
  const problems: string[] = [];
  if (source.NODE_ENV === 'production') {
    for (const name of ['JWT_SECRET', 'MEDIA_MASTER_KEY', 'PUBLIC_URL']) {
      if (!has(name)) problems.push(`${name}: required when NODE_ENV=production`);
    }
  }
  const s3 = source.STORAGE_DRIVER === 's3' || (!has('STORAGE_DRIVER') && has('S3_BUCKET'));
  if (s3) {
    for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) {
      if (!has(name)) problems.push(`${name}: required when S3 storage is used`);
    }
  }
  const pairs = [
    ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
    ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
    ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'],
    ['ADMIN_EMAIL', 'ADMIN_PASSWORD'],
  ] as const;
  for (const [a, b] of pairs) {
    if (has(a) !== has(b))
      problems.push(
        `${has(a) ? b : a}: required when ${has(a) ? a : b} is set (set both or neither)`,
      );
  }
  return problems;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map(
        (issue) => `${issue.path.join('.') || '(environment)'}: ${issue.message}`,
      );
  problems.push(...crossChecks(source));

  const siteOverrides: Record<string, string> = {};
  for (const [key, envName] of Object.entries(SITE_CONFIG_ENV)) {
    const value = blank(source[envName]) as string | undefined;
    if (value !== undefined) siteOverrides[key] = value;
  }
  const site = siteConfigSchema.safeParse({ ...DEFAULT_SITE_CONFIG, ...siteOverrides });
  if (!site.success) {
    for (const issue of site.error.issues) {
      const key = issue.path[0] as keyof SiteConfig;
      const message =
        issue.code === 'invalid_format' && issue.format === 'email'
          ? 'must be an e-mail address'
          : issue.code === 'too_small'
            ? 'must not be empty'
            : issue.message;
      problems.push(`${SITE_CONFIG_ENV[key] ?? String(key)}: ${message}`);
    }
  }
  if (problems.length > 0 || !parsed.success || !site.success) throw new ConfigError(problems);

  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const dataDir = path.resolve(e.DATA_DIR);
  const storageDriver = e.STORAGE_DRIVER ?? (e.S3_BUCKET ? 's3' : 'local');
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const warnings: string[] = [];
  if (isProduction && !e.SMTP_URL) {
    warnings.push('SMTP_URL is not set: e-mail is written to the outbox folder and not delivered.');
  }
  if (isProduction && publicUrl.startsWith('http://')) {
    warnings.push('PUBLIC_URL is not https: links in e-mails will not be secure.');
  }

  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir,
    logLevel: e.LOG_LEVEL,
    corsOrigins: parseOrigins(e.CORS_ORIGINS) ?? [],
    jsonBodyLimit: e.JSON_BODY_LIMIT,
    trustProxy: parseTrustProxy(e.TRUST_PROXY) ?? ['loopback'],
    rateLimitScale: e.RATE_LIMIT_SCALE,
    database: {
      url: e.DATABASE_URL,
      embeddedPort: e.EMBEDDED_PG_PORT,
      embeddedDir: path.join(dataDir, 'postgres'),
      embeddedPasswordFile: path.join(dataDir, 'secrets', 'postgres-password'),
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
    warnings,
  };
}
