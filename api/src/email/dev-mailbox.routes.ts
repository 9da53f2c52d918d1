import type { RequestHandler } from 'express';
import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '../http/route.ts';
import { notFound } from '../http/http-error.ts';
import type { OutboxMailer, OutboxEntry } from './mailer.ts';

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The text with its links made clickable; every piece is escaped on its own, so `&` in a link survives. */
function linkify(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(/https?:\/\/[^\s<>"')]+/g)) {
    const url = match[0];
    html += escape(text.slice(last, match.index));
    html += `<a href="${escape(url)}">${escape(url)}</a>`;
    last = match.index + url.length;
  }
  return html + escape(text.slice(last));
}

function renderEntry(entry: OutboxEntry): string {
  const replyTo = entry.replyTo ? ` · Reply to ${escape(entry.replyTo)}` : '';
  return `<article id="${escape(entry.id)}"><h2>${escape(entry.subject)}</h2>
<p class="meta">To ${escape(entry.to)}${replyTo} · ${escape(new Date(entry.sentAt).toLocaleString('en-GB'))}</p>
<pre>${linkify(entry.text)}</pre></article>`;
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * The mailbox shows reset links: only a browser on this very machine may see it. The socket's own
 * address decides (never `X-Forwarded-For`, which a client writes), and a request that came through a
 * proxy (it names a forwarded client) is refused too, since behind a local proxy every socket is loopback.
 * Refused as "not found", so that nothing tells a stranger the mailbox exists.
 */
export const loopbackOnly: RequestHandler = (req, _res, next) => {
  const proxied =
    req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined;
  if (proxied || !LOOPBACK.test(req.socket.remoteAddress ?? '')) {
    throw notFound(`Nothing at ${req.path}`);
  }
  next();
};

/**
 * The development mailbox: what the outbox holds, newest first. Registered only outside production and
 * only when no SMTP server is configured, and answered only on loopback. `/dev/mailbox` is a plain
 * page; the JSON form serves tests.
 */
export function devMailboxRoutes(outbox: OutboxMailer): { api: RouteDefinition[] } {
  const api = [
    defineRoute({
      method: 'get',
      path: '/dev/mailbox',
      mount: '',
      access: 'public',
      summary: 'The development mailbox as a page (loopback only, never in production)',
      produces: 'html',
      before: [loopbackOnly],
      handler: async ({ res }) => {
        const entries = await outbox.list();
        res.set('Cache-Control', 'no-store').type('html')
          .send(`<!doctype html><html lang="en"><head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Development mailbox</title><style>
body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#1f2937}
article{border:1px solid #e5e7eb;border-radius:8px;padding:1rem;margin:1rem 0}
h2{font-size:1.05rem;margin:0}.meta{color:#6b7280;font-size:.85rem}pre{white-space:pre-wrap;font:inherit}
</style></head><body><h1>Development mailbox</h1>
<p>Messages the academy would have e-mailed. Set <code>SMTP_URL</code> to send real e-mail.</p>
${entries.length ? entries.map(renderEntry).join('\n') : '<p>No messages yet.</p>'}
</body></html>`);
        return undefined;
      },
    }),
    defineRoute({
      method: 'get',
      path: '/dev/mailbox',
      access: 'public',
      summary: 'The development mailbox as JSON (loopback only, never in production)',
      before: [loopbackOnly],
      handler: async ({ res }) => {
        res.set('Cache-Control', 'no-store');
        return { data: { messages: await outbox.list() } };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/dev/mailbox/:id',
      access: 'public',
      summary: 'One message of the development mailbox (loopback only, never in production)',
      before: [loopbackOnly],
      // Compared with the listed ids only, never used as a file name, so any text is safe here.
      params: z.object({ id: z.string() }),
      handler: async ({ params }) => {
        const entry = (await outbox.list()).find((e) => e.id === params.id);
        if (!entry) throw notFound('Message not found');
        return { data: { message: entry } };
      },
    }),
  ];
  // The page (`mount: ''`) is in the list too: the registry mounts each route where it says.
  return { api };
}
