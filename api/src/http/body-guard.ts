import type { Request, RequestHandler, Response } from 'express';
import { Router } from 'express';
import { LIMITS } from '@academy/shared';
import type { HttpConfig } from '../config/http.config.ts';
import { sendFail } from './envelope.ts';
import { HttpError } from './http-error.ts';
import type { RouteMeta } from './route.ts';

/** The Stripe webhook's raw body (create-app.ts parses it with this limit). */
export const RAW_BODY_LIMIT_BYTES = 1024 * 1024;
/** Room in a multipart body for its boundaries, headers and text fields around the file. */
const MULTIPART_ALLOWANCE_BYTES = 2 * 1024 * 1024;

export const BODY_TIMEOUT_MESSAGE = 'The request took too long to arrive.';

interface BodyPolicy {
  /** A declared `Content-Length` above this is refused with 413 before a byte of the body is read. */
  maxBytes: number;
  /** Video uploads keep the server's long request timeout; every other body gets the short one. */
  long: boolean;
}

/** `JSON_BODY_LIMIT` (`100kb`, `1mb`, `512`) in bytes. */
export function sizeInBytes(limit: string): number {
  const match = /^(\d+(?:\.\d+)?)\s*(b|kb|mb)?$/i.exec(limit.trim());
  if (!match) throw new Error(`not a size: ${limit}`);
  const unit = { b: 1, kb: 1024, mb: 1024 * 1024 }[(match[2] ?? 'b').toLowerCase() as 'b'];
  return Math.floor(Number(match[1]) * unit);
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

function policyOf(route: RouteMeta, jsonBytes: number): BodyPolicy | null {
  // tus checks its own sizes (the upload's declared length) and speaks its own protocol.
  if (route.bodyKind === 'tus') return null;
  if (route.bodyKind === 'raw') return { maxBytes: RAW_BODY_LIMIT_BYTES, long: false };
  if (route.bodyKind === 'multipart') {
    const file = route.videoUpload ? LIMITS.videoMaxBytes : LIMITS.imageMaxBytes;
    return { maxBytes: file + MULTIPART_ALLOWANCE_BYTES, long: route.videoUpload === true };
  }
  return { maxBytes: jsonBytes, long: false };
}

/**
 * Cuts a body that stops arriving (probe finding 24.4): no byte for `idleMs`, or not all of it within
 * `deadlineMs`, and the request is answered 408 with `Connection: close` (or, once answered, its
 * connection is closed). Node's socket timeout is the idle clock: the HTTP parser refreshes it with
 * every byte it reads. A body that has fully arrived disarms it, so a slow handler is never cut.
 */
function watchBody(req: Request, res: Response, idleMs: number, deadlineMs: number): void {
  if (req.complete) return;
  const socket = req.socket;
  const disarm = () => {
    clearTimeout(deadline);
    req.off('timeout', cut);
    res.off('timeout', cut);
    // Only while this request still owns the connection; afterwards Node's keep-alive sets its own.
    if (!res.writableFinished && !socket.destroyed) socket.setTimeout(0);
  };
  function cut() {
    disarm();
    if (req.complete) return;
    if (res.headersSent) {
      socket.destroy();
      return;
    }
    res.setHeader('Connection', 'close');
    sendFail(res, 408, BODY_TIMEOUT_MESSAGE);
  }
  const deadline = setTimeout(cut, deadlineMs);
  deadline.unref();
  // A listener on either keeps Node from destroying the socket itself when the idle clock runs out.
  req.on('timeout', cut);
  res.on('timeout', cut);
  req.once('end', disarm);
  socket.setTimeout(idleMs);
}

/**
 * Mounted on `/api` before any body parser: finds the route's body kind in the registry (Express's
 * own path matching), refuses a declared length over that kind's limit at once, and watches the body
 * of every request but a video upload's.
 */
export function bodyGuard(
  config: Pick<HttpConfig, 'jsonBodyLimit' | 'bodyIdleTimeoutMs' | 'bodyDeadlineMs'>,
  routes: RouteMeta[],
): RequestHandler {
  const jsonBytes = sizeInBytes(config.jsonBodyLimit);
  const fallback: BodyPolicy = { maxBytes: jsonBytes, long: false };
  const matcher = Router();
  for (const route of routes) {
    if (route.mount !== '/api') continue;
    const policy = policyOf(route, jsonBytes);
    const note: RequestHandler = (_req, res, next) => {
      if (!('bodyPolicy' in res.locals)) res.locals.bodyPolicy = policy;
      next();
    };
    matcher[route.method](route.path, note);
  }
  const check: RequestHandler = (req, res, next) => {
    const policy = ('bodyPolicy' in res.locals ? res.locals.bodyPolicy : fallback) as BodyPolicy;
    if (!policy) return next();
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > policy.maxBytes) {
      // The unread body must not keep the connection: it closes once the answer is sent.
      res.setHeader('Connection', 'close');
      const limit = megabytes(policy.maxBytes);
      return next(new HttpError(413, `The request body is too large (the limit is ${limit}).`));
    }
    if (!policy.long) watchBody(req, res, config.bodyIdleTimeoutMs, config.bodyDeadlineMs);
    next();
  };
  return (req, res, next) => {
    // A router answers OPTIONS itself once its paths are done; the API's fallback words that answer.
    if (req.method === 'OPTIONS') return check(req, res, next);
    matcher(req, res, (err?: unknown) => (err ? next(err) : check(req, res, next)));
  };
}
