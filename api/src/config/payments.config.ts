import { bothOrNeither, defineConfigPart, text } from './env.ts';

export interface PaymentsConfig {
  /** null: payments are off. */
  stripe: { secretKey: string; webhookSecret: string } | null;
}

export const paymentsPart = defineConfigPart({
  env: {
    STRIPE_SECRET_KEY: text(),
    STRIPE_WEBHOOK_SECRET: text(),
  },
  checks: (has) => bothOrNeither(has, 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'),
  build: (e): PaymentsConfig => ({
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET }
        : null,
  }),
});
