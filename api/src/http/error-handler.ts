import { STATUS_CODES } from 'node:http';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { isDatabaseUnavailable } from '../db/database.ts';
import { sendFail } from './envelope.ts';
import { asHttpError } from './domain-errors.ts';
import { HttpError } from './http-error.ts';

export const UNAVAILABLE_MESSAGE =
  'The service is temporarily unavailable. Please try again in a moment.';
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

const pathOf = (url: string) => url.split('?')[0] ?? url;

/**
 * The end of the `/api` router. A path that exists with other methods answers 405 with `Allow` (and
 * OPTIONS answers 204 with it); anything else is a JSON 404, never the PWA's HTML.
 * `res.locals.allowedMethods` is filled by the catch-all routes `create-app` registers per path.
 */
export const apiFallback: RequestHandler = (req, res) => {
  const allowed = res.locals.allowedMethods as Set<string> | undefined;
  if (allowed?.size) {
    if (allowed.has('GET')) allowed.add('HEAD');
    const list = [...allowed].sort();
    res.set('Allow', [...list, 'OPTIONS'].join(', '));
    if (req.method === 'OPTIONS') {
      res.status(204).end();
      return;
    }
    sendFail(
      res,
      405,
      `${req.method} is not allowed on ${pathOf(req.originalUrl)}. Allowed: ${list.join(', ')}.`,
    );
    return;
  }
  sendFail(res, 404, `No API route for ${req.method} ${pathOf(req.originalUrl)}`);
};

/** @deprecated kept for existing imports; `apiFallback` also answers 405. */
export const apiNotFound = apiFallback;

/** Outside `/api` (no PWA served, or a path it does not answer): still the envelope, never HTML. */
export const notFound: RequestHandler = (req, res) => {
  sendFail(res, 404, `Nothing at ${pathOf(req.originalUrl)}`);
};

interface LibraryError extends Error {
  type?: string;
  status?: number;
  statusCode?: number;
  expose?: boolean;
  code?: string;
  limit?: number;
  field?: string;
}

const BYTES = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });
const size = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${BYTES.format(bytes / 1024 / 1024)} MB`
    : bytes >= 1024
      ? `${BYTES.format(bytes / 1024)} KB`
      : `${bytes} bytes`;

/** Messages for multer's errors (multipart uploads), which carry a code but no status. */
const MULTER_MESSAGES: Record<string, [number, string]> = {
  LIMIT_FILE_SIZE: [413, 'The file is too large.'],
  LIMIT_FIELD_VALUE: [413, 'A form field is too long.'],
  LIMIT_PART_COUNT: [400, 'The form has too many parts.'],
  LIMIT_FILE_COUNT: [400, 'Too many files were sent.'],
  LIMIT_FIELD_KEY: [400, 'A form field name is too long.'],
  LIMIT_FIELD_COUNT: [400, 'The form has too many fields.'],
  LIMIT_UNEXPECTED_FILE: [400, 'A file was sent in a field that does not take one.'],
  MISSING_FIELD_NAME: [400, 'A form field has no name.'],
};

export const MALFORMED_FORM_MESSAGE =
  'The form could not be read: it is incomplete or malformed. Please send it again.';

/** busboy's errors (under multer) for a form cut short or without its boundary: the sender's fault. */
const MALFORMED_FORM = new Set([
  'Multipart: Boundary not found',
  'Malformed part header',
  'Unexpected end of form',
  'Unexpected end of file',
  'Malformed content type',
  'Malformed urlencoded form',
]);

/** What the client is told about an error that is not an HttpError; null means "ours: 500". */
function describeClientError(err: LibraryError): [number, string] | null {
  switch (err.type) {
    case 'entity.parse.failed':
      return [400, 'The request body is not valid JSON.'];
    case 'entity.too.large':
      return [413, `The request body is too large (the limit is ${size(err.limit ?? 0)}).`];
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return [415, 'The request body uses an unsupported encoding; send UTF-8 JSON.'];
    case 'request.aborted':
      return [400, 'The request was aborted before it was complete.'];
    case 'request.size.invalid':
      return [400, 'The request body is shorter or longer than its Content-Length says.'];
    default:
      break; // not a body-parser error: the checks below
  }
  if (MALFORMED_FORM.has(err.message)) return [400, MALFORMED_FORM_MESSAGE];
  const multer = err.name === 'MulterError' && err.code ? MULTER_MESSAGES[err.code] : undefined;
  if (multer) {
    const [status, message] = multer;
    return [status, err.field ? `${message} (field "${err.field}")` : message];
  }
  if (err instanceof URIError) return [400, 'The address contains an invalid %-encoding.'];
  const status = err.status ?? err.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    // http-errors marks client errors whose message is safe to show with `expose`.
    return [
      status,
      err.expose !== false && err.message ? err.message : (STATUS_CODES[status] ?? 'Bad request'),
    ];
  }
  return null;
}

/** The last handler: every failure leaves as the envelope, and no stack trace reaches a client. */
export const errorHandler: ErrorRequestHandler = (thrown: unknown, req, res, _next) => {
  // A domain error from a middleware (an upload parser, the authenticator) that no route mapped.
  const err = asHttpError(thrown);
  if (res.headersSent) {
    req.log?.error({ err }, 'error after the response started');
    res.destroy();
    return;
  }
  if (err instanceof HttpError) {
    if (err.headers) res.set(err.headers);
    sendFail(res, err.status, err.message, err.errors);
    return;
  }
  const client = err && typeof err === 'object' ? describeClientError(err as LibraryError) : null;
  if (client) {
    sendFail(res, client[0], client[1]);
    return;
  }
  // The details go to the log under the request id (also in the X-Request-Id header); never to the client.
  if (isDatabaseUnavailable(err)) {
    req.log?.warn({ err }, 'database unavailable');
    res.set('Retry-After', '5');
    sendFail(res, 503, UNAVAILABLE_MESSAGE);
    return;
  }
  req.log?.error({ err }, 'unhandled error');
  sendFail(res, 500, INTERNAL_ERROR_MESSAGE);
};
