import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { SITE_CONFIG_ENV } from '@academy/shared';
import { ConfigError, ENV_VARIABLES, loadConfig } from './config.ts';
import { TEST_CHECKOUT_IN_PRODUCTION } from './payments.config.ts';
import { tempDir } from '../../test/harness.ts';

const dataDir = tempDir('academy-config-test-');

const SECRET = 'a'.repeat(40);
const KEY = 'ab'.repeat(32);

/** The problems `loadConfig` reports for an environment, or [] when it accepts it. */
function problems(env: Record<string, string>): string[] {
  try {
    loadConfig({ DATA_DIR: dataDir, ...env });
    return [];
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
}

const EXAMPLE = path.resolve(import.meta.dirname, '../../../.env.example');

describe('loadConfig', () => {
  it('starts with no variables at all, on development defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      env: 'development',
      port: 8080,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:8080',
      trustProxy: ['loopback'],
      corsOrigins: [],
      database: { url: undefined, embeddedPort: 54329 },
      mail: { smtpUrl: undefined, devMailbox: true },
      storage: { driver: 'local' },
      stripe: null,
      google: null,
    });
    // Generated secrets are kept, so sessions survive a restart.
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(config.jwtSecret);
    expect(config.mediaMasterKey).toHaveLength(32);
  });

  it.each([
    ['NODE_ENV', 'prod', 'NODE_ENV: must be one of: development, production, test'],
    ['PORT', 'eighty', 'PORT: must be a port number from 0 to 65535'],
    ['PORT', '70000', 'PORT: must be a port number from 0 to 65535'],
    [
      'PUBLIC_URL',
      'academy.example.com',
      'PUBLIC_URL: must be a URL starting with http:// or https://',
    ],
    [
      'LOG_LEVEL',
      'loud',
      'LOG_LEVEL: must be one of: fatal, error, warn, info, debug, trace, silent',
    ],
    [
      'CORS_ORIGINS',
      'https://app.example.com/path',
      'CORS_ORIGINS: must be a comma-separated list of origins',
    ],
    ['JSON_BODY_LIMIT', 'huge', 'JSON_BODY_LIMIT: must be a size such as 100kb or 1mb'],
    [
      'TRUST_PROXY',
      'the load balancer',
      'TRUST_PROXY: must be true, false, a number of proxy hops',
    ],
    [
      'DATABASE_URL',
      'mysql://db/academy',
      'DATABASE_URL: must be a URL starting with postgres:// or postgresql://',
    ],
    ['EMBEDDED_PG_PORT', '0', 'EMBEDDED_PG_PORT: must be a port number from 1 to 65535'],
    ['JWT_SECRET', 'short', 'JWT_SECRET: must be at least 32 characters'],
    ['MEDIA_MASTER_KEY', 'not-hex', 'MEDIA_MASTER_KEY: must be 64 hexadecimal characters'],
    [
      'SMTP_URL',
      'http://mail.example.com',
      'SMTP_URL: must be a URL starting with smtp:// or smtps://',
    ],
    ['MAIL_FROM', 'Academy', 'MAIL_FROM: must be an address such as'],
    ['DEV_MAILBOX', 'maybe', 'DEV_MAILBOX: must be true or false'],
    ['STORAGE_DRIVER', 'ftp', 'STORAGE_DRIVER: must be one of: local, s3'],
    ['S3_ENDPOINT', 'minio:9000', 'S3_ENDPOINT: must be a URL starting with http:// or https://'],
    [
      'GOOGLE_AUTH_URL',
      'accounts.google.com',
      'GOOGLE_AUTH_URL: must be a URL starting with http://',
    ],
    ['VAPID_SUBJECT', 'admin', 'VAPID_SUBJECT: must be a mailto: address or an https:// URL'],
    ['SEED_DEMO', 'sometimes', 'SEED_DEMO: must be true or false'],
    ['SUPPORT_EMAIL', 'support', 'SUPPORT_EMAIL: must be an e-mail address'],
  ])('names %s when it is %j', (name, value, expected) => {
    const found = problems({ [name]: value });
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(expected);
    expect(found[0]!.startsWith(`${name}:`)).toBe(true);
  });

  it('refuses a first admin password under 12 characters', () => {
    const admin = { ADMIN_EMAIL: 'owner@example.com' };
    expect(problems({ ...admin, ADMIN_PASSWORD: 'Admin123!' })).toEqual([
      'ADMIN_PASSWORD: must be at least 12 characters',
    ]);
    expect(problems({ ...admin, ADMIN_PASSWORD: 'twelve-chars' })).toEqual([]);
  });

  it('never seeds demo data (known passwords) in production', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      MEDIA_MASTER_KEY: 'a'.repeat(64),
      PUBLIC_URL: 'https://academy.example.com',
    };
    expect(problems({ ...production, SEED_DEMO: 'true' })).toContain(
      'SEED_DEMO: demo data has known passwords and is never seeded in production',
    );
    expect(problems({ ...production, SEED_DEMO: 'false' })).not.toContain(
      'SEED_DEMO: demo data has known passwords and is never seeded in production',
    );
  });

  it('reports every bad variable at once, and never prints a secret value', () => {
    const secret = 'tiny-but-secret';
    let message = '';
    try {
      loadConfig({ DATA_DIR: dataDir, PORT: 'x', JWT_SECRET: secret, ADMIN_EMAIL: 'nope' });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toContain('PORT:');
    expect(message).toContain('JWT_SECRET:');
    expect(message).toContain('ADMIN_EMAIL:');
    expect(message).toContain('ADMIN_PASSWORD: required when ADMIN_EMAIL is set');
    expect(message).not.toContain(secret);
  });

  it('requires the secrets and the public address in production, reported with other problems', () => {
    expect(problems({ NODE_ENV: 'production' })).toEqual([
      'JWT_SECRET: required when NODE_ENV=production',
      'MEDIA_MASTER_KEY: required when NODE_ENV=production',
      'PUBLIC_URL: required when NODE_ENV=production',
      'STRIPE_SECRET_KEY: required when NODE_ENV=production (or set TEST_CHECKOUT=true to take test payments only)',
    ]);
    expect(
      problems({ NODE_ENV: 'production', PORT: 'x', JWT_SECRET: SECRET, TEST_CHECKOUT: 'true' }),
    ).toEqual([
      'PORT: must be a port number from 0 to 65535',
      'MEDIA_MASTER_KEY: required when NODE_ENV=production',
      'PUBLIC_URL: required when NODE_ENV=production',
    ]);
    const config = loadConfig({
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      JWT_SECRET: SECRET,
      MEDIA_MASTER_KEY: KEY,
      PUBLIC_URL: 'https://academy.example.com/',
      STRIPE_SECRET_KEY: 'sk_live_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
    });
    expect(config.isProduction).toBe(true);
    expect(config.testCheckout).toBe(false);
    expect(config.jwtSecret).toBe(SECRET);
    expect(config.publicUrl).toBe('https://academy.example.com');
    // Production never shows the outbox, even when asked to.
    expect(config.mail.devMailbox).toBe(false);
    expect(config.warnings).toEqual([
      'SMTP_URL is not set: e-mail is written to the outbox folder and not delivered.',
      // Replicas must share one VAPID pair, so production never generates one.
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set: push notifications are off.',
    ]);
    expect(config.vapid).toBeNull();
  });

  it('warns on every start of a production server that takes test payments only', () => {
    const production = {
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      JWT_SECRET: SECRET,
      MEDIA_MASTER_KEY: KEY,
      PUBLIC_URL: 'https://academy.example.com',
    };
    const test = loadConfig({ ...production, TEST_CHECKOUT: 'true' });
    expect(test.testCheckout).toBe(true);
    expect(test.warnings).toContain(TEST_CHECKOUT_IN_PRODUCTION);
    // Development takes test payments by default: nothing to warn about.
    expect(loadConfig({ DATA_DIR: dataDir }).warnings).not.toContain(TEST_CHECKOUT_IN_PRODUCTION);
  });

  it('generates VAPID keys once into DATA_DIR outside production, and reads the push allow-list', () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first.vapid?.publicKey).toMatch(/^[\w-]{87}$/);
    expect(loadConfig({ DATA_DIR: dataDir }).vapid).toEqual(first.vapid);
    expect(first.pushEndpointAllowlist).toContain('https://fcm.googleapis.com');
    const local = loadConfig({
      DATA_DIR: dataDir,
      PUSH_ENDPOINT_ALLOWLIST: 'http://127.0.0.1:9000/, https://*.push.example',
    });
    expect(local.pushEndpointAllowlist).toEqual([
      'http://127.0.0.1:9000',
      'https://*.push.example',
    ]);
    expect(problems({ PUSH_ENDPOINT_ALLOWLIST: 'http://push.example' })).toEqual([
      'PUSH_ENDPOINT_ALLOWLIST: "http://push.example" must be https (http only for a loopback test receiver)',
    ]);
    expect(problems({ PUSH_ENDPOINT_ALLOWLIST: 'https://push.example/path' })).toEqual([
      'PUSH_ENDPOINT_ALLOWLIST: "https://push.example/path" is not an origin like https://push.example.com',
    ]);
  });

  it('asks for the other half of each pair of variables', () => {
    expect(problems({ STRIPE_SECRET_KEY: 'sk_test_1' })).toEqual([
      'STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set (set both or neither)',
    ]);
    expect(problems({ GOOGLE_CLIENT_SECRET: 'secret' })).toEqual([
      'GOOGLE_CLIENT_ID: required when GOOGLE_CLIENT_SECRET is set (set both or neither)',
    ]);
    expect(problems({ VAPID_PUBLIC_KEY: 'key' })).toEqual([
      'VAPID_PRIVATE_KEY: required when VAPID_PUBLIC_KEY is set (set both or neither)',
    ]);
    expect(problems({ S3_BUCKET: 'media' })).toEqual([
      'S3_ACCESS_KEY_ID: required when S3 storage is used',
      'S3_SECRET_ACCESS_KEY: required when S3 storage is used',
    ]);
  });

  it('treats an empty value as unset, as a copied .env.example has many', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      PORT: '',
      DATABASE_URL: '',
      SMTP_URL: ' ',
      NODE_ENV: '',
    });
    expect(config.port).toBe(8080);
    expect(config.database.url).toBeUndefined();
    expect(config.mail.smtpUrl).toBeUndefined();
    expect(config.env).toBe('development');
  });

  it('reads proxies, origins and switches in their documented forms', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      TRUST_PROXY: '10.0.0.0/8, loopback, fd00::/8',
      CORS_ORIGINS: 'https://app.example.com, http://localhost:5173/',
      DEV_MAILBOX: 'no',
      S3_FORCE_PATH_STYLE: 'FALSE',
    });
    expect(config.trustProxy).toEqual(['10.0.0.0/8', 'loopback', 'fd00::/8']);
    expect(config.corsOrigins).toEqual(['https://app.example.com', 'http://localhost:5173']);
    expect(config.mail.devMailbox).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });
});

describe('.env.example', () => {
  const text = readFileSync(EXAMPLE, 'utf8');
  const lines = text.split('\n');

  it('documents every variable the server reads, each with a comment above it', () => {
    const undocumented = ENV_VARIABLES.filter((name) => {
      const at = lines.findIndex((line) => line.startsWith(`${name}=`));
      if (at < 0) return true;
      // The comment may cover a short run of related variables (the three opening-hours lines).
      const above = lines.slice(Math.max(0, at - 3), at);
      return !above.some((line) => line.startsWith('# '));
    });
    expect(undocumented).toEqual([]);
    for (const name of Object.values(SITE_CONFIG_ENV)) expect(ENV_VARIABLES).toContain(name);
  });

  it('names no variable the server does not read', () => {
    const names = lines.filter((l) => /^[A-Z0-9_]+=/.test(l)).map((l) => l.split('=')[0]);
    expect(names.filter((n) => !ENV_VARIABLES.includes(n!))).toEqual([]);
  });

  it('is a valid configuration as it stands', () => {
    const env = parseEnv(text) as Record<string, string>;
    const config = loadConfig({ ...env, DATA_DIR: dataDir });
    expect(config.site.appName).toBe('Selam Academy');
    expect(config.site.hoursWeekdays).toBe('9:00 AM – 6:00 PM EST');
  });
});
