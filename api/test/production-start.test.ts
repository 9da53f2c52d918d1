import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../src/accounts/account-seed.ts';
import { ENV_VARIABLES } from '../src/config/config.ts';
import { TEST_CHECKOUT_IN_PRODUCTION } from '../src/config/payments.config.ts';
import { freePort } from './free-port.ts';
import { createTestDatabase, startTestApp, tempDir } from './harness.ts';

/**
 * What an attacker finds on a production start: `npm start` with NODE_ENV=production and no
 * ADMIN_PASSWORD creates no account at all (so none with a known password), shows no mailbox and hands
 * out no source maps. `npm run admin:create` is then the way in.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const dataDir = tempDir('academy-production-test-');

const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'p'.repeat(40),
  MEDIA_MASTER_KEY: 'b'.repeat(64),
  PUBLIC_URL: 'https://academy.example.com',
  // Without Stripe keys production refuses to start unless test payments are asked for explicitly.
  TEST_CHECKOUT: 'true',
};

/** Runs a script of the repository with only the given variables of the server's set. */
function run(args: string[], env: Record<string, string>, until?: RegExp) {
  const clean: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ENV_VARIABLES) delete clean[name];
  const child = spawn('npx', ['tsx', ...args], {
    cwd: ROOT,
    env: { ...clean, ENV_FILE: '', SERVE_PWA: 'false', RUN_WORKER: 'false', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
    // Its own process group: SIGINT reaches npx, tsx and node alike, as Ctrl-C would.
    detached: true,
  });
  let output = '';
  const seen = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (until?.test(output)) resolve(output);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) =>
      until ? reject(new Error(`exited ${code}:\n${output}`)) : resolve(output),
    );
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, seen, exited, output: () => output };
}

async function userCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return Number((await client.query('select count(*)::int as n from users')).rows[0].n);
  } finally {
    await client.end();
  }
}

describe('a production start without ADMIN_PASSWORD', () => {
  it(
    'has no account, so none with a known password, and no mailbox',
    // Four processes start one after another (npx tsx compiles each): minutes on a busy machine.
    { timeout: 300_000 },
    async () => {
      const databaseUrl = await createTestDatabase();
      const port = await freePort();
      const started = run(
        ['scripts/src/start.ts'],
        {
          ...PRODUCTION,
          DATABASE_URL: databaseUrl,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
        },
        /is running on/,
      );
      try {
        const output = await started.seen;
        expect(output).not.toMatch(/sign-in:|Admin123|Learner123|mailbox/i);
        // The configuration warnings main.ts logs, printed by npm start too (issue 24).
        expect(output).toContain(`Warning: ${TEST_CHECKOUT_IN_PRODUCTION}`);
        expect(output).toContain('TEST CHECKOUT in production');
        expect(await userCount(databaseUrl)).toBe(0);
        const base = `http://127.0.0.1:${port}`;
        for (const [route, account] of [
          ['/api/admin/login', DEMO_ACCOUNTS.admin],
          ['/api/auth/login', DEMO_ACCOUNTS.learner],
        ] as const) {
          const res = await fetch(`${base}${route}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: account.email, password: account.password }),
          });
          expect(res.status, route).toBe(401);
        }
        for (const p of ['/dev/mailbox', '/api/dev/mailbox']) {
          expect((await fetch(`${base}${p}`)).status, p).toBe(404);
        }
      } finally {
        process.kill(-started.child.pid!, 'SIGINT');
        await started.exited;
      }

      // The way in: admin:create, with a password of at least 12 characters.
      const short = run(['scripts/src/admin-create.ts', 'owner@example.com'], {
        ...PRODUCTION,
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        ADMIN_PASSWORD: 'too-short',
      });
      expect(await short.exited).not.toBe(0);
      expect(short.output()).toContain('at least 12 characters');
      const created = run(['scripts/src/admin-create.ts', 'Owner@Example.com'], {
        ...PRODUCTION,
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
      });
      created.child.stdin.end('a-long-enough-secret\n');
      expect(await created.exited, created.output()).toBe(0);
      expect(created.output()).toContain('Created the administrator owner@example.com');

      const app = await startTestApp(PRODUCTION, { databaseUrl: () => databaseUrl });
      const login = await app.request('POST', '/api/admin/login', {
        body: { email: 'owner@example.com', password: 'a-long-enough-secret' },
      });
      expect(login.status).toBe(200);
    },
  );
});

describe('source maps', () => {
  const dist = path.join(dataDir, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head></head><body></body></html>',
  );
  writeFileSync(
    path.join(dist, 'assets/app-1a2b.js'),
    'console.log(1)\n//# sourceMappingURL=app-1a2b.js.map',
  );
  writeFileSync(
    path.join(dist, 'assets/app-1a2b.js.map'),
    '{"version":3,"sources":["src/secret.ts"]}',
  );

  it('are never served in production, even when the build has them', async () => {
    const [production, development] = await Promise.all([
      startTestApp({ ...PRODUCTION, SERVE_PWA: 'true' }, { pwaDist: dist }),
      startTestApp({ SERVE_PWA: 'true' }, { pwaDist: dist }),
    ]);
    expect((await production.request('GET', '/assets/app-1a2b.js')).status).toBe(200);
    const map = await production.request('GET', '/assets/app-1a2b.js.map');
    expect(map.status).toBe(404);
    expect(map.text).not.toContain('secret.ts');
    expect((await development.request('GET', '/assets/app-1a2b.js.map')).status).toBe(200);
  });
});
