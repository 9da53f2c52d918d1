import type { Request, RequestHandler } from 'express';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type pg from 'pg';
import { tooManyRequests } from './http-error.ts';

export interface RateLimitRule {
  /** Distinguishes limiters sharing the table, e.g. `login`, `contact`. */
  name: string;
  points: number;
  durationSeconds: number;
  message: string;
  key?: (req: Request) => string;
}

/**
 * Rate limits kept in PostgreSQL, so they hold across API replicas. The table comes from a migration.
 */
export function createRateLimiter(pool: pg.Pool, rule: RateLimitRule): RequestHandler {
  const limiter = new RateLimiterPostgres({
    storeClient: pool,
    storeType: 'pool',
    tableName: 'rate_limits',
    tableCreated: true,
    keyPrefix: rule.name,
    points: rule.points,
    duration: rule.durationSeconds,
  });
  return async (req, _res, next) => {
    const key = rule.key?.(req) ?? req.ip ?? 'unknown';
    try {
      await limiter.consume(key);
      next();
    } catch (err) {
      if (err instanceof RateLimiterRes) {
        next(tooManyRequests(rule.message, Math.max(1, Math.ceil(err.msBeforeNext / 1000))));
      } else {
        next(err);
      }
    }
  };
}
