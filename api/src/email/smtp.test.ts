import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, startTestApp, type TestApp } from '../../test/harness.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { SmtpMailer } from './mailer.ts';

/** With SMTP_URL set, e-mail leaves through a real SMTP server (here one on loopback). */

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let app: TestApp;
beforeAll(async () => {
  sink = await startSmtpSink();
  app = await startTestApp({
    SMTP_URL: sink.url,
    MAIL_FROM: 'Selam Academy <no-reply@selam.test>',
  });
});
afterAll(async () => {
  await sink.close();
});

describe('e-mail over SMTP', () => {
  it('delivers the contact e-mail to support: recipient, subject, body and reply-to', async () => {
    expect(app.ctx.mailer).toBeInstanceOf(SmtpMailer);
    const res = await app.request('POST', '/api/contact/submit', {
      body: {
        name: 'ሰላም ተስፋይ',
        email: 'selam@example.com',
        subject: 'ሰርቲፊኬት',
        message: 'Hello support,\nwhere is my certificate? ሰላም',
      },
    });
    expect(res.status).toBe(200);

    const mail = await eventually(async () =>
      sink.messages.find((m) => m.subject.includes('ሰርቲፊኬት')),
    );
    expect(mail.to).toEqual([app.config.site.supportEmail]);
    expect(mail.from).toBe('no-reply@selam.test');
    expect(mail.subject).toBe('[Contact] ሰርቲፊኬት');
    expect(mail.headers.to).toBe(app.config.site.supportEmail);
    expect(mail.headers['reply-to']).toBe('selam@example.com');
    expect(mail.headers.from).toBe('Selam Academy <no-reply@selam.test>');
    expect(mail.text).toContain('Name: ሰላም ተስፋይ');
    expect(mail.text).toContain('Hello support,\nwhere is my certificate? ሰላም');
  });

  it('does not register the development mailbox', async () => {
    for (const path of ['/api/dev/mailbox', '/dev/mailbox']) {
      const res = await app.request('GET', path);
      expect(res.status, path).toBe(404);
      expect(res.body.success).toBe(false);
    }
  });

  it('fails fast against a server that is not there, so the job is retried later', async () => {
    const mailer = new SmtpMailer('smtp://127.0.0.1:1', 'a@b.test');
    const started = Date.now();
    await expect(mailer.send({ to: 'x@example.com', subject: 'S', text: 'T' })).rejects.toThrow(
      /ECONNREFUSED/,
    );
    expect(Date.now() - started).toBeLessThan(5_000);
    mailer.close();
  });
});
