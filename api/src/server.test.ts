import { request, type IncomingHttpHeaders } from 'node:http';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.ts';

/** Graceful shutdown: requests in flight finish, new ones are refused, nothing waits forever. */

const contact = {
  name: 'Slow Uploader',
  email: 'slow@example.com',
  subject: 'Sent on a weak connection',
  message: 'This body arrives in two parts, with shutdown starting in between.',
};

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A POST whose body the test sends in pieces, like an upload on a slow connection. */
function slowPost(app: TestApp, path: string, body: string) {
  const { port } = new URL(app.url);
  const req = request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
  });
  return { req, answer };
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('graceful shutdown', () => {
  it('finishes a request in flight, refuses new connections, then stops', async () => {
    const app = await startTestApp();
    const body = JSON.stringify(contact);
    const { req, answer } = slowPost(app, '/api/contact/submit', body);
    req.write(body.slice(0, 20));
    await wait(200);

    const closing = app.close();
    await wait(200);
    await expect(fetch(`${app.url}/api/health`)).rejects.toThrow();

    req.end(body.slice(20));
    const res = await answer;
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ success: true, data: null });
    // The connection is not kept alive for another request that would find the server gone.
    expect(res.headers.connection).toBe('close');
    await closing;

    // The message really was stored before the database connections closed.
    const client = new pg.Client({ connectionString: app.ctx.database.url });
    await client.connect();
    const { rows } = await client.query('select name from contact_messages');
    await client.end();
    expect(rows).toEqual([{ name: contact.name }]);
  });

  it('cuts a request that outlasts the grace period, so shutdown always ends', async () => {
    const app = await startTestApp({}, { shutdownGraceMs: 500 });
    const body = JSON.stringify(contact);
    const { req, answer } = slowPost(app, '/api/contact/submit', body);
    const failed = answer.then(
      () => 'answered',
      () => 'cut',
    );
    req.write(body.slice(0, 20)); // and never the rest
    await wait(200);
    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await failed).toBe('cut');
  });

  it('does not wait for idle keep-alive connections', async () => {
    const app = await startTestApp();
    // fetch keeps its connection open for reuse.
    expect((await fetch(`${app.url}/api/health`)).status).toBe(200);
    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});
