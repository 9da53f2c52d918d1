import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { loadConfig, type Config } from '../src/config/config.ts';
import { startServer, type RunningServer } from '../src/server.ts';
import { createLogger, type Logger } from '../src/logging/logger.ts';
import { afterFile } from './after-file.ts';

/** Clones the migrated template into a database of this test file's own. */
export async function createTestDatabase(): Promise<string> {
  const adminUrl = inject('postgresAdminUrl');
  const template = inject('postgresTemplate');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`create database "${name}" template "${template}"`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

type RequestBody = NonNullable<Parameters<typeof fetch>[1]>['body'];

export interface TestApp extends RunningServer {
  config: Config;
  dataDir: string;
  /** fetch() against the running server, JSON in and out. */
  request(
    method: string,
    urlPath: string,
    options?: { body?: unknown; headers?: Record<string, string>; raw?: RequestBody },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read fields of every answer shape
  ): Promise<{ status: number; headers: Headers; body: any; text: string }>;
}

export interface TestAppOptions {
  /** Rewrites the database URL the server uses, e.g. to route it through a proxy the test controls. */
  databaseUrl?: (url: string) => string | Promise<string>;
  /** How long requests in flight may run once `close()` begins. */
  shutdownGraceMs?: number;
  /** Defaults to a logger at TEST_LOG_LEVEL (silent). */
  logger?: Logger;
  /** A built PWA to serve (with SERVE_PWA=true); none by default. */
  pwaDist?: string;
}

/**
 * A real server on a random port, over real HTTP, on a fresh database and data directory.
 * Closed automatically after the file's tests.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'academy-test-data-'));
  const createdUrl = await createTestDatabase();
  const databaseUrl = options.databaseUrl ? await options.databaseUrl(createdUrl) : createdUrl;
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SERVE_PWA: 'false',
    JWT_SECRET: randomBytes(32).toString('hex'),
    MEDIA_MASTER_KEY: randomBytes(32).toString('hex'),
    ...env,
  });
  const running = await startServer(config, {
    databaseUrl,
    logger: options.logger ?? createLogger(process.env.TEST_LOG_LEVEL ?? 'silent'),
    pwaDist: options.pwaDist ?? null,
    ...(options.shutdownGraceMs === undefined ? {} : { shutdownGraceMs: options.shutdownGraceMs }),
  });
  const app: TestApp = {
    ...running,
    config,
    dataDir,
    async request(method, urlPath, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      let body: RequestBody | undefined = options.raw;
      if (options.body !== undefined) {
        headers['content-type'] ??= 'application/json';
        body = JSON.stringify(options.body);
      }
      const res = await fetch(`${running.url}${urlPath}`, { method, headers, body });
      const text = await res.text();
      let parsed: unknown;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        parsed = null; // not JSON: tests assert on `text`
      }
      return { status: res.status, headers: res.headers, body: parsed, text };
    },
  };
  afterFile(async () => {
    await running.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return app;
}

/** The header a signed-in caller sends (a user with a token, or the bare token); none for a visitor. */
export function bearer(caller: { token: string } | string | null): Record<string, string> {
  if (caller === null) return {};
  return { authorization: `Bearer ${typeof caller === 'string' ? caller : caller.token}` };
}

/** A temporary directory of this test file's own, removed after its tests. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  afterFile(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Waits until `check` returns a value (polling), for effects that happen in a background job. */
export async function eventually<T>(
  check: () => Promise<T | undefined | null | false>,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}
