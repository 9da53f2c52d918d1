import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import type { Request, RequestHandler } from 'express';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { AppContext } from '../context.ts';
import { tooManyRequests } from './http-error.ts';

export interface RateLimitRule {
  /** Distinguishes limiters sharing the table, e.g. `login`, `contact`. */
  name: string;
  points: number;
  durationSeconds: number;
  /** The 429 message; a function receives the seconds to wait (see `waitPhrase`). */
  message: string | ((retryAfterSeconds: number) => string);
  /** Defaults to `clientAddress(req)`. */
  key?: (req: Request) => string;
  /**
   * Counts only the answers this says are failures (e.g. a refused sign-in), so that a school's many
   * successful sign-ins from one address never use up the allowance; an address over it is refused.
   */
  countsAnswer?: (status: number) => boolean;
}

/**
 * The caller's network address as a rate-limit key. `req.ip` honours `TRUST_PROXY`: behind a reverse
 * proxy it is the client's address from `X-Forwarded-For`, and a client cannot forge it because only
 * the trusted proxy's hop is believed. An IPv4 address seen over IPv6 (`::ffff:1.2.3.4`) counts as the
 * IPv4 one, and an IPv6 address counts as its /64 network, since one subscriber is given a whole /64
 * and could otherwise take a fresh address for every request.
 */
export function clientAddress(req: Request): string {
  const ip = req.ip ?? req.socket.remoteAddress ?? 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  // Expand "::" so that the first four groups are the /64 prefix.
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') ? (tail ? tail.split(':') : []) : [];
  const groups = [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** "in 30 seconds", "in 1 minute", "in about 45 minutes", "in about 2 hours". */
export function waitPhrase(seconds: number): string {
  if (seconds < 60) return `in ${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return minutes === 1 ? 'in 1 minute' : `in about ${minutes} minutes`;
  const hours = Math.round(minutes / 60);
  return `in about ${hours} hour${hours === 1 ? '' : 's'}`;
}

/**
 * Rate limits kept in PostgreSQL, so they hold across API replicas. The table comes from a migration.
 * Over the limit: 429 with the rule's message and `Retry-After` in seconds. When the store cannot be
 * reached the error goes on to the error handler (a 503), rather than letting everyone through.
 */
export function createRateLimiter(
  ctx: Pick<AppContext, 'database' | 'config'>,
  rule: RateLimitRule,
): RequestHandler {
  const limiter = new RateLimiterPostgres({
    storeClient: ctx.database.pool,
    storeType: 'pool',
    tableName: 'rate_limits',
    tableCreated: true,
    keyPrefix: rule.name,
    points: rule.points * ctx.config.rateLimitScale,
    duration: rule.durationSeconds,
  });
  return async (req, res, next) => {
    const raw = rule.key?.(req) ?? clientAddress(req);
    // The table's key column holds 255 characters; a long key (an address and an e-mail) is hashed.
    const key = raw.length > 200 ? createHash('sha256').update(raw).digest('hex') : raw;
    const refuse = (state: RateLimiterRes) => {
      const seconds = Math.max(1, Math.ceil(state.msBeforeNext / 1000));
      const message = typeof rule.message === 'function' ? rule.message(seconds) : rule.message;
      return tooManyRequests(message, seconds);
    };
    try {
      await limiter.consume(key);
    } catch (err) {
      if (err instanceof RateLimiterRes) throw refuse(err);
      throw err;
    }
    // Counted up front (so parallel attempts cannot slip past), given back when it was no failure.
    const counts = rule.countsAnswer;
    if (counts) {
      res.once('finish', () => {
        if (!counts(res.statusCode)) limiter.reward(key, 1).catch(() => undefined);
      });
    }
    next();
  };
}
