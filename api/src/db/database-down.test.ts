import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, startTestApp, type TestApp } from '../../test/harness.ts';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy.ts';
import { UNAVAILABLE_MESSAGE } from '../http/error-handler.ts';
import { isDatabaseUnavailable } from './database.ts';

/**
 * The database goes away while the server runs (a restart, a network cut): requests answer a 503
 * "try again" envelope instead of hanging or crashing, health says so, and all recovers on its own.
 * The server reaches its database through a proxy this test cuts and restores.
 */

let proxy: TcpProxy;
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp(
    {},
    {
      databaseUrl: async (url) => {
        const target = new URL(url);
        proxy = await startTcpProxy(target.hostname, Number(target.port));
        target.port = String(proxy.port);
        return target.toString();
      },
    },
  );
});
afterAll(async () => {
  await proxy.restore().catch(() => undefined);
  await app.close();
  await proxy.close();
});

const contact = {
  name: 'Almaz',
  email: 'almaz@example.com',
  subject: 'Hello',
  message: 'Is anyone there?',
};

describe('when the database goes down', () => {
  it('answers 503 with Retry-After and a readable message, health reports it, then recovers', async () => {
    expect((await app.request('GET', '/api/health')).status).toBe(200);

    await proxy.cut();

    const submit = await app.request('POST', '/api/contact/submit', { body: contact });
    expect(submit.status).toBe(503);
    expect(submit.headers.get('retry-after')).toBe('5');
    expect(submit.body).toEqual({ success: false, data: null, message: UNAVAILABLE_MESSAGE });
    expect(submit.text).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|connect/);

    const health = await app.request('GET', '/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({
      success: false,
      data: {
        status: 'degraded',
        database: { status: 'down', error: 'unreachable' },
        storage: { status: 'up' },
        jobQueue: { status: 'down' },
      },
    });

    // Requests that need no database still work.
    expect((await app.request('GET', '/api/config')).status).toBe(200);

    await proxy.restore();
    await eventually(async () => (await app.request('GET', '/api/health')).status === 200);
    const again = await app.request('POST', '/api/contact/submit', { body: contact });
    expect(again.status).toBe(200);
  });

  it('tells a connection lost in the middle of a query from a query that is wrong', async () => {
    const pending = app.ctx.database.pool.query('select pg_sleep(5)');
    await new Promise((r) => setTimeout(r, 300));
    await proxy.cut();
    const lost = await pending.catch((err: unknown) => err);
    expect(lost).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(lost)).toBe(true);
    await proxy.restore();

    const wrong = await app.ctx.database.pool
      .query('select * from no_such_table')
      .catch((e: unknown) => e);
    expect(isDatabaseUnavailable(wrong)).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
  });
});
