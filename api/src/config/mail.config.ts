import path from 'node:path';
import { z } from 'zod';
import { blank, bool, defineConfigPart, urlWith } from './env.ts';

export interface MailConfig {
  mail: { smtpUrl: string | undefined; from: string; outboxDir: string; devMailbox: boolean };
}

export const mailPart = defineConfigPart({
  env: {
    SMTP_URL: urlWith(['smtp:', 'smtps:']),
    MAIL_FROM: z.preprocess(
      blank,
      z
        .string()
        .regex(/[^@\s<>]+@[^@\s<>]+/, 'must be an address such as "Academy <no-reply@example.com>"')
        .optional(),
    ),
    DEV_MAILBOX: bool(true),
  },
  build(e, ctx): MailConfig {
    if (ctx.isProduction && !e.SMTP_URL) {
      ctx.warn('SMTP_URL is not set: e-mail is written to the outbox folder and not delivered.');
    }
    return {
      mail: {
        smtpUrl: e.SMTP_URL,
        from: e.MAIL_FROM ?? `${ctx.site.appName} <${ctx.site.supportEmail}>`,
        outboxDir: path.join(ctx.dataDir, 'outbox'),
        // Production never shows the outbox, even when asked to.
        devMailbox: e.DEV_MAILBOX && !ctx.isProduction,
      },
    };
  },
});
