import { Writable } from 'node:stream';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { createLogger } from './logger.ts';

/** The API's logs are JSON lines; each request's lines carry the id its answer's X-Request-Id shows. */

const lines: Array<Record<string, unknown>> = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n')) if (line.trim()) lines.push(JSON.parse(line));
    done();
  },
});

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({}, { logger: createLogger('info', 'api', sink) });
});

const forRequest = (id: string | null) =>
  lines.filter((l) => l.reqId === id || (l.req as { id?: string } | undefined)?.id === id);

describe('request logs', () => {
  it('logs each request as JSON with its request id, status and duration', async () => {
    const res = await app.request('GET', '/api/nowhere');
    const id = res.headers.get('x-request-id');
    await new Promise((r) => setTimeout(r, 50));
    const [line] = forRequest(id);
    expect(line).toMatchObject({
      level: 40, // warn: a client error
      req: { id, method: 'GET', url: '/api/nowhere' },
      res: { statusCode: 404 },
    });
    expect(line?.responseTime).toEqual(expect.any(Number));
  });

  it('keeps credentials out: tokens in the address, and headers altogether', async () => {
    const res = await app.request('GET', '/api/nowhere?token=s3cret-link-token&page=2', {
      headers: { authorization: 'Bearer s3cret-session', cookie: 's3cret=1' },
    });
    await new Promise((r) => setTimeout(r, 50));
    const text = JSON.stringify(forRequest(res.headers.get('x-request-id')));
    expect(text).toContain('/api/nowhere?token=[redacted]&page=2');
    expect(text).not.toContain('s3cret');
  });

  it('logs what an internal error was under the request id; the client only gets the id', async () => {
    const client = new pg.Client({ connectionString: app.ctx.database.url });
    await client.connect();
    await client.query('alter table contact_messages rename to contact_messages_gone');
    try {
      const res = await app.request('POST', '/api/contact/submit', {
        body: { name: 'A', email: 'a@example.com', subject: 'S', message: 'M' },
      });
      expect(res.status).toBe(500);
      expect(res.text).not.toContain('contact_messages');
      await new Promise((r) => setTimeout(r, 50));
      const logged = forRequest(res.headers.get('x-request-id'));
      const error = logged.find((l) => l.msg === 'unhandled error');
      expect(error?.level).toBe(50);
      expect(JSON.stringify(error?.err)).toContain(
        'relation \\"contact_messages\\" does not exist',
      );
    } finally {
      await client.query('alter table contact_messages_gone rename to contact_messages');
      await client.end();
    }
  });
});
