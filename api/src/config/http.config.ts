import { isIP } from 'node:net';
import { z } from 'zod';
import { blank, defineConfigPart, integer } from './env.ts';

/** express `trust proxy`: true/false, a hop count, or addresses/subnets (`loopback`, `10.0.0.0/8`). */
export type TrustProxy = boolean | number | string[];

/** How the HTTP layer treats requests: origins, body size, proxies, rate limits. */
export interface HttpConfig {
  corsOrigins: string[];
  jsonBodyLimit: string;
  trustProxy: TrustProxy;
  /** Every rate limit allows this many times its attempts (load tests, browser test suites). */
  rateLimitScale: number;
  /**
   * How long a request body (other than a video upload's) may go without a byte before it is cut
   * with 408. Without it a stalled body held its connection for the server's 40-minute request
   * timeout, which belongs to video uploads alone (probe finding 24.4). 30 s is long enough for a
   * phone on a weak network to pause, and short enough that stalled connections cannot pile up.
   */
  bodyIdleTimeoutMs: number;
  /**
   * The whole body of such a request, however steadily it trickles in: 5 minutes lets a 5 MB photo
   * arrive at 140 kbit/s, and stops a sender of one byte every 29 s.
   */
  bodyDeadlineMs: number;
}

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
function parseTrustProxy(value: string): TrustProxy | null {
  const v = value.trim();
  if (v === 'true' || v === 'false') return v === 'true';
  if (/^\d+$/.test(v)) return Number(v);
  const parts = v
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const valid = parts.every((part) => {
    if (PROXY_NAMES.includes(part)) return true;
    const [address, bits, ...rest] = part.split('/');
    if (rest.length || !address || !isIP(address)) return false;
    return (
      bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (isIP(address) === 4 ? 32 : 128))
    );
  });
  return valid && parts.length ? parts : null;
}

function parseOrigins(value: string): string[] | null {
  const origins = value
    .split(',')
    .map((o) => o.trim().replace(/\/$/, ''))
    .filter(Boolean);
  for (const origin of origins) {
    try {
      const url = new URL(origin);
      if (!['http:', 'https:'].includes(url.protocol) || url.origin !== origin) return null;
    } catch {
      return null;
    }
  }
  return origins;
}

export const httpPart = defineConfigPart({
  env: {
    CORS_ORIGINS: z.preprocess(
      (v) => blank(v) ?? '',
      z.string().refine((v) => parseOrigins(v) !== null, {
        message: 'must be a comma-separated list of origins such as https://app.example.com',
      }),
    ),
    JSON_BODY_LIMIT: z.preprocess(
      (v) => blank(v) ?? '1mb',
      z.string().regex(/^\d+(\.\d+)?\s*(b|kb|mb)?$/i, 'must be a size such as 100kb or 1mb'),
    ),
    TRUST_PROXY: z.preprocess(
      (v) => blank(v) ?? 'loopback',
      z.string().refine((v) => parseTrustProxy(v) !== null, {
        message:
          'must be true, false, a number of proxy hops, or a comma-separated list of addresses or subnets (loopback, 10.0.0.0/8)',
      }),
    ),
    RATE_LIMIT_SCALE: integer(1, 1, 1000, 'a whole number from 1 to 1000'),
    BODY_IDLE_TIMEOUT_SECONDS: integer(30, 1, 600, 'a number of seconds'),
  },
  build: (e): HttpConfig => ({
    corsOrigins: parseOrigins(e.CORS_ORIGINS) ?? [],
    jsonBodyLimit: e.JSON_BODY_LIMIT,
    trustProxy: parseTrustProxy(e.TRUST_PROXY) ?? ['loopback'],
    rateLimitScale: e.RATE_LIMIT_SCALE,
    bodyIdleTimeoutMs: e.BODY_IDLE_TIMEOUT_SECONDS * 1000,
    bodyDeadlineMs: 5 * 60_000,
  }),
});
