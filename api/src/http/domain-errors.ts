import { DomainError, type DomainErrorKind } from '../errors/domain-error.ts';
import { HttpError } from './http-error.ts';

/** The HTTP status of each domain error: the one place where a refusal becomes 401, 403 or 404. */
const STATUS: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  'not-owned': 403,
  locked: 403,
  suspended: 403,
  'not-found': 404,
  conflict: 409,
  gone: 410,
  'too-large': 413,
  failed: 500,
  'upstream-failed': 502,
  'not-ready': 503,
};

export function httpErrorOf(err: DomainError): HttpError {
  return new HttpError(STATUS[err.kind], err.message, err.fields);
}

/** A domain error as the HTTP error it answers; anything else unchanged. */
export function asHttpError(err: unknown): unknown {
  return err instanceof DomainError ? httpErrorOf(err) : err;
}

/** What a client is told of an error whose message is safe to show; null for anything else. */
export function clientErrorOf(
  err: unknown,
): { status: number; message: string; errors?: Record<string, string> } | null {
  const known = asHttpError(err);
  if (!(known instanceof HttpError)) return null;
  return {
    status: known.status,
    message: known.message,
    ...(known.errors ? { errors: known.errors } : {}),
  };
}
