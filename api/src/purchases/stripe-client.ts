import Stripe from 'stripe';
import type { Config } from '../config/config.ts';

type StripeConfig = NonNullable<Config['stripe']>;

const clients = new WeakMap<StripeConfig, Stripe>();

/**
 * The `stripe` SDK for the configured account, one per configuration. `STRIPE_API_URL` points it at
 * another host through the SDK's own `host`/`port`/`protocol` options (the tests' local Stripe).
 */
export function stripeFor(config: StripeConfig): Stripe {
  let client = clients.get(config);
  if (!client) {
    const options: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 20_000 };
    if (config.apiUrl) {
      const url = new URL(config.apiUrl);
      options.host = url.hostname;
      options.protocol = url.protocol === 'http:' ? 'http' : 'https';
      options.port = url.port || (url.protocol === 'http:' ? 80 : 443);
    }
    client = new Stripe(config.secretKey, options);
    clients.set(config, client);
  }
  return client;
}

/** Payment intent id of a session or charge field that may be expanded, an id, or absent. */
export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}
