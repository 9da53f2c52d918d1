import { existsSync, readdirSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventually, startTestApp, type TestApp } from '../../test/harness.ts';
import type { OutboxMailer } from './mailer.ts';

/** Without SMTP_URL, e-mail lands in DATA_DIR/outbox and, outside production, /dev/mailbox lists it. */

let dev: TestApp;
let production: TestApp;
let switchedOff: TestApp;
let listening: TestApp;
beforeAll(async () => {
  [dev, production, switchedOff, listening] = await Promise.all([
    startTestApp(),
    startTestApp({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://academy.example.com',
      TEST_CHECKOUT: 'true',
    }),
    startTestApp({ DEV_MAILBOX: 'false' }),
    // Listening on every interface, as `npm start` on a server does.
    startTestApp({ HOST: '0.0.0.0' }),
  ]);
});

const link = 'https://academy.example.com/verify-email?token=abc123&lang=ti';

describe('development mailbox', () => {
  it('lists e-mail sent through the queue as JSON, newest first, with its links', async () => {
    await dev.ctx.email.enqueue({ to: 'first@example.com', subject: 'First', text: 'One' });
    await eventually(async () => (await (dev.ctx.mailer as OutboxMailer).list()).length === 1);
    await dev.ctx.email.enqueue({
      to: 'learner@example.com',
      subject: 'Verify <your> e-mail',
      text: `Open this link to verify your address:\n${link}\n`,
    });
    const list = await eventually(async () => {
      const res = await dev.request('GET', '/api/dev/mailbox');
      return res.body.data.messages.length === 2 ? res : null;
    });
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('no-store');
    const [latest, first] = list.body.data.messages;
    expect(first.subject).toBe('First');
    expect(latest).toMatchObject({
      to: 'learner@example.com',
      subject: 'Verify <your> e-mail',
      links: [link],
      from: `${dev.config.site.appName} <${dev.config.site.supportEmail}>`,
    });

    const one = await dev.request('GET', `/api/dev/mailbox/${latest.id}`);
    expect(one.body.data.message).toEqual(latest);
    const missing = await dev.request('GET', '/api/dev/mailbox/..%2F..%2Fsecrets');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, data: null, message: 'Message not found' });

    // Each message is a file in DATA_DIR/outbox.
    const files = readdirSync(path.join(dev.dataDir, 'outbox'));
    expect(files).toContain(`${latest.id}.json`);
  });

  it('shows the same messages as a page, escaped, with clickable links', async () => {
    const res = await dev.request('GET', '/dev/mailbox');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.text).toContain('<h1>Development mailbox</h1>');
    expect(res.text).toContain('Verify &lt;your&gt; e-mail');
    expect(res.text).not.toContain('Verify <your>');
    const escapedLink = link.replace('&', '&amp;');
    expect(res.text).toContain(`<a href="${escapedLink}">${escapedLink}</a>`);
  });

  it('is not there in production, though e-mail still goes to the outbox', async () => {
    for (const p of ['/api/dev/mailbox', '/dev/mailbox']) {
      const res = await production.request('GET', p);
      expect(res.status, p).toBe(404);
      expect(res.body.success, p).toBe(false);
      expect(res.text, p).not.toContain('Development mailbox');
    }
    await production.ctx.email.enqueue({ to: 'a@example.com', subject: 'Prod', text: 'x' });
    await eventually(async () => {
      const dir = path.join(production.dataDir, 'outbox');
      return existsSync(dir) && readdirSync(dir).some((f) => f.endsWith('.json'));
    });
  });

  it('is not there when DEV_MAILBOX=false', async () => {
    expect((await switchedOff.request('GET', '/api/dev/mailbox')).status).toBe(404);
    expect((await switchedOff.request('GET', '/dev/mailbox')).status).toBe(404);
  });

  it('answers only a browser on this machine: never another address, never through a proxy', async () => {
    const outside = Object.values(networkInterfaces())
      .flat()
      .find((i) => i && i.family === 'IPv4' && !i.internal);
    const port = new URL(listening.url).port;
    for (const p of ['/api/dev/mailbox', '/dev/mailbox']) {
      expect((await listening.request('GET', p)).status, p).toBe(200);
      if (outside) {
        // The same server reached over the machine's network address, as a stranger would.
        const res = await fetch(`http://${outside.address}:${port}${p}`);
        expect(res.status, p).toBe(404);
        expect(await res.text(), p).not.toContain('Development mailbox');
      }
      // From loopback but through a (local) proxy: a stranger's request, whatever the header says.
      const proxies: Record<string, string>[] = [
        { 'x-forwarded-for': '127.0.0.1' },
        { forwarded: 'for=127.0.0.1' },
      ];
      for (const header of proxies) {
        const proxied = await listening.request('GET', p, { headers: header });
        expect(proxied.status, p).toBe(404);
        expect(proxied.body.success, p).toBe(false);
      }
    }
    expect(outside, 'this machine has a non-loopback IPv4 address to test from').toBeDefined();
  });
});
