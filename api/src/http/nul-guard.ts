import type { RequestHandler } from 'express';
import { badRequest } from './http-error.ts';

export const NUL_MESSAGE = 'Text must not contain the NUL character (\\0).';

/** The path (`a.b.0`) of the first string or key holding U+0000 in a parsed input, or null. */
function findNul(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '_' : null;
  // Raw bodies (a webhook's Buffer) are bytes, not text fields: not walked, byte by byte.
  if (depth > 20 || value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) {
    return null;
  }
  for (const [key, inner] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return at;
    const found = findNul(inner, at, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * PostgreSQL text cannot hold U+0000: a NUL in anything that reaches a query is a 500 there. No field
 * of the academy has a use for it, so it is refused as a 400 before any handler, limiter or query
 * sees it. Checked once the JSON body and query are parsed (every route) and again in `defineRoute`
 * after a route's own parsers (path parameters, multipart fields).
 */
export function assertNoNul(inputs: Record<string, unknown>): void {
  for (const [where, value] of Object.entries(inputs)) {
    const field = findNul(value, '');
    if (field) throw badRequest(NUL_MESSAGE, { [field === '_' ? where : field]: NUL_MESSAGE });
  }
}

export const rejectNul: RequestHandler = (req, _res, next) => {
  assertNoNul({ query: req.query, body: req.body });
  next();
};
