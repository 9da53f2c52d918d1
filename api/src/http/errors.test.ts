import { connect } from 'node:net';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { INTERNAL_ERROR_MESSAGE } from './error-handler.ts';

/** Every way a request can go wrong still answers the `{success, data, message}` envelope in JSON. */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});

const validContact = {
  name: 'Almaz',
  email: 'almaz@example.com',
  subject: 'Hello',
  message: 'A question about the courses.',
};

function expectEnvelope(res: { headers: Headers; body: unknown }, message: string | RegExp) {
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(res.body).toEqual({
    success: false,
    data: null,
    message: typeof message === 'string' ? message : expect.stringMatching(message),
  });
}

/** Sends raw bytes over a socket and returns what came back, for requests fetch() will not send. */
function rawHttp(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('unknown addresses', () => {
  it('answers a JSON 404 for an unknown /api path, query string left out of the message', async () => {
    const res = await app.request('GET', '/api/no/such/thing?token=abc');
    expect(res.status).toBe(404);
    expectEnvelope(res, 'No API route for GET /api/no/such/thing');
  });

  it('answers a JSON 404 outside /api too when no web app is served', async () => {
    const res = await app.request('GET', '/some/page');
    expect(res.status).toBe(404);
    expectEnvelope(res, 'Nothing at /some/page');
  });

  it('answers 405 with Allow for a method the path does not take, and OPTIONS with Allow', async () => {
    const res = await app.request('POST', '/api/health');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expectEnvelope(res, 'POST is not allowed on /api/health. Allowed: GET, HEAD.');
    const options = await app.request('OPTIONS', '/api/contact/submit');
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('POST, OPTIONS');
  });

  it('answers HEAD like GET, without a body', async () => {
    const res = await app.request('HEAD', '/api/health');
    expect(res.status).toBe(200);
    expect(res.text).toBe('');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const missing = await app.request('HEAD', '/api/nothing');
    expect(missing.status).toBe(404);
  });
});

describe('bodies the API cannot read', () => {
  it('answers 400 with a readable message for malformed JSON', async () => {
    const res = await app.request('POST', '/api/contact/submit', {
      raw: '{"name": "Almaz",',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expectEnvelope(res, 'The request body is not valid JSON.');
  });

  it('answers 413 for a body over the limit', async () => {
    const res = await app.request('POST', '/api/contact/submit', {
      body: { ...validContact, message: 'x'.repeat(1024 * 1024 + 10) },
    });
    expect(res.status).toBe(413);
    expectEnvelope(res, 'The request body is too large (the limit is 1 MB).');
  });

  it('answers 415 for a body that is not JSON', async () => {
    const res = await app.request('POST', '/api/contact/submit', {
      raw: new URLSearchParams(validContact).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
    expectEnvelope(res, 'Send the request body as JSON (Content-Type: application/json).');
  });

  it('answers 415 for a charset it cannot decode', async () => {
    const res = await app.request('POST', '/api/contact/submit', {
      raw: JSON.stringify(validContact),
      headers: { 'content-type': 'application/json; charset=klingon' },
    });
    expect(res.status).toBe(415);
    expectEnvelope(res, /unsupported encoding/);
  });

  it('answers 400 for an address with broken %-encoding', async () => {
    const res = await app.request('GET', '/api/dev/mailbox/%E0%A4%A');
    expect(res.status).toBe(400);
    expectEnvelope(res, 'The address contains an invalid %-encoding.');
  });

  it('answers JSON even to a request Node cannot parse', async () => {
    const port = Number(new URL(app.url).port);
    const answer = await rawHttp(port, 'NOT A REQUEST\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request/);
    expect(answer).toContain('Content-Type: application/json');
    expect(answer).toContain('{"success":false,"data":null,"message":"The request is malformed."}');
  });
});

describe('internal errors', () => {
  it('answers a 500 envelope without the error, stack or paths, and keeps the request id', async () => {
    // A real fault: the table the contact form writes to is gone.
    const client = new pg.Client({ connectionString: app.ctx.database.url });
    await client.connect();
    await client.query('alter table contact_messages rename to contact_messages_gone');
    try {
      const res = await app.request('POST', '/api/contact/submit', { body: validContact });
      expect(res.status).toBe(500);
      expectEnvelope(res, INTERNAL_ERROR_MESSAGE);
      expect(res.text).not.toMatch(
        /contact_messages|relation|insert|stack|\/work|node_modules|\.ts\b/i,
      );
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await client.query('alter table contact_messages_gone rename to contact_messages');
      await client.end();
    }
    // And the server carries on.
    const after = await app.request('POST', '/api/contact/submit', { body: validContact });
    expect(after.status).toBe(200);
  });
});
