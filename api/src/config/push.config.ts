import { z } from 'zod';
import { blank, bothOrNeither, defineConfigPart, text } from './env.ts';

export interface PushConfig {
  /** null: web push is off. */
  vapid: { publicKey: string; privateKey: string; subject: string } | null;
}

export const pushPart = defineConfigPart({
  env: {
    VAPID_PUBLIC_KEY: text(),
    VAPID_PRIVATE_KEY: text(),
    VAPID_SUBJECT: z.preprocess(
      blank,
      z
        .string()
        .regex(/^(mailto:\S+@\S+|https?:\/\/\S+)$/, 'must be a mailto: address or an https:// URL')
        .optional(),
    ),
  },
  checks: (has) => bothOrNeither(has, 'VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'),
  build: (e, ctx): PushConfig => ({
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? {
            publicKey: e.VAPID_PUBLIC_KEY,
            privateKey: e.VAPID_PRIVATE_KEY,
            subject: e.VAPID_SUBJECT ?? `mailto:${ctx.site.supportEmail}`,
          }
        : null,
  }),
});
