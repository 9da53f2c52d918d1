import { connect, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../test/fixtures/accounts.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';

/**
 * Probe finding 24.4: a request that stalled its body was held for 40 minutes on every route. Raw
 * sockets against the real server: they send headers and part of a body, then nothing, as a slow-body
 * attacker (or a dead phone) would. The body timeout is 1 s here so that the test waits little.
 */
let app: TestApp;
let port: number;

beforeAll(async () => {
  app = await startTestApp({ BODY_IDLE_TIMEOUT_SECONDS: '1' });
  port = Number(new URL(app.url).port);
});

interface RawExchange {
  socket: Socket;
  /** Everything the server sent, once it closed the connection. */
  closed: Promise<string>;
}

function rawRequest(head: string[], body = ''): RawExchange {
  const socket = connect(port, '127.0.0.1');
  let text = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (text += chunk));
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(text)));
  socket.on('error', () => undefined);
  socket.write(`${head.join('\r\n')}\r\n\r\n${body}`);
  return { socket, closed };
}

const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
const envelopeOf = (answer: string) =>
  JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as { success: boolean; message: string };

describe('a body that stalls', () => {
  it('is answered 408 and the connection closed after the short body timeout, on a JSON route', async () => {
    const { closed } = rawRequest(
      [
        'POST /api/auth/login HTTP/1.1',
        'Host: academy.test',
        'Content-Type: application/json',
        'Content-Length: 200',
      ],
      '{"email":"a@b.co",',
    );
    const answer = await closed;
    expect(statusOf(answer)).toBe(408);
    expect(envelopeOf(answer)).toEqual({
      success: false,
      data: null,
      message: 'The request took too long to arrive.',
    });
  });

  it('still reaches a video upload, whose long timeout is its own', async () => {
    const admin = await createAdmin(app);
    const boundary = 'x-academy-boundary';
    const body =
      `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nSlow upload\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="a.mp4"\r\n` +
      `Content-Type: video/mp4\r\n\r\nnot really a video\r\n--${boundary}--\r\n`;
    const half = Math.floor(body.length / 2);
    const { socket, closed } = rawRequest(
      [
        'POST /api/videos/upload HTTP/1.1',
        'Host: academy.test',
        `Authorization: Bearer ${admin.token}`,
        `Content-Type: multipart/form-data; boundary=${boundary}`,
        `Content-Length: ${Buffer.byteLength(body)}`,
        'Connection: close',
      ],
      body.slice(0, half),
    );
    // Three times the short timeout without a byte: a phone on a weak network pausing mid-upload.
    await sleep(3_000);
    socket.write(body.slice(half));
    const answer = await closed;
    expect(statusOf(answer)).not.toBe(408);
    // The upload reached the handler, which judged its content.
    expect(statusOf(answer)).toBe(400);
  });
});

describe('a declared length over the route’s limit', () => {
  it.each([
    ['a JSON route', 'POST /api/auth/login', 'application/json', 2 * 1024 * 1024],
    ['the webhook', 'POST /api/payment/webhook', 'application/json', 2 * 1024 * 1024],
    [
      'a photo upload',
      'POST /api/auth/register',
      'multipart/form-data; boundary=b',
      50 * 1024 * 1024,
    ],
    ['a route without a body', 'GET /api/courses', 'application/json', 2 * 1024 * 1024],
  ])(
    'is refused with 413 before any of the body is read: %s',
    async (_label, line, type, length) => {
      const { closed } = rawRequest([
        `${line} HTTP/1.1`,
        'Host: academy.test',
        `Content-Type: ${type}`,
        `Content-Length: ${length}`,
      ]);
      const answer = await closed;
      expect(statusOf(answer)).toBe(413);
      expect(envelopeOf(answer).success).toBe(false);
      expect(envelopeOf(answer).message).toMatch(/too large/i);
    },
  );
});
