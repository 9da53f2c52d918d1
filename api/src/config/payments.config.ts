import { bool, bothOrNeither, defineConfigPart, httpUrl, text } from './env.ts';

export interface PaymentsConfig {
  /** Stripe keys; `apiUrl` points the SDK at another host (tests run it against a local fake). null: no Stripe. */
  stripe: { secretKey: string; webhookSecret: string; apiUrl: string | undefined } | null;
  /** No Stripe keys: the built-in test checkout takes (pretend) payments instead. */
  testCheckout: boolean;
}

const TRUE = ['true', '1', 'yes'];

export const TEST_CHECKOUT_IN_PRODUCTION =
  'TEST_CHECKOUT is on in production: payments are pretend, every course can be had for free. Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to take real payments.';

export const paymentsPart = defineConfigPart({
  env: {
    STRIPE_SECRET_KEY: text(),
    STRIPE_WEBHOOK_SECRET: text(),
    STRIPE_API_URL: httpUrl(),
    TEST_CHECKOUT: bool(false),
  },
  checks(has, source) {
    const problems = bothOrNeither(has, 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET');
    // Taking no money by accident is worse than not starting: production asks for the test checkout.
    const testCheckout = TRUE.includes(
      String(source.TEST_CHECKOUT ?? '')
        .trim()
        .toLowerCase(),
    );
    if (
      source.NODE_ENV === 'production' &&
      !has('STRIPE_SECRET_KEY') &&
      !has('STRIPE_WEBHOOK_SECRET') &&
      !testCheckout
    ) {
      problems.push(
        'STRIPE_SECRET_KEY: required when NODE_ENV=production (or set TEST_CHECKOUT=true to take test payments only)',
      );
    }
    return problems;
  },
  build: (e, ctx): PaymentsConfig => {
    const stripe =
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiUrl: e.STRIPE_API_URL,
          }
        : null;
    if (ctx.isProduction && !stripe) {
      // Said on every start (main.ts, npm start, the cluster) and on the admin dashboard.
      ctx.warn(TEST_CHECKOUT_IN_PRODUCTION);
    }
    return { stripe, testCheckout: !stripe };
  },
});
