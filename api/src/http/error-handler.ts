import type { ErrorRequestHandler, RequestHandler } from 'express';
import { sendFail } from './envelope.ts';
import { HttpError } from './http-error.ts';

/** Unknown `/api` paths answer JSON, never the PWA's HTML. */
export const apiNotFound: RequestHandler = (req, res) => {
  sendFail(res, 404, `No API route for ${req.method} ${req.originalUrl.split('?')[0]}`);
};

interface BodyParserError extends Error {
  type?: string;
  status?: number;
  limit?: number;
}

/** The last handler: every failure leaves as the envelope, and no stack trace reaches a client. */
export const errorHandler: ErrorRequestHandler = (err: unknown, req, res, _next) => {
  if (res.headersSent) {
    req.log?.error({ err }, 'error after response started');
    res.destroy();
    return;
  }
  if (err instanceof HttpError) {
    if (err.headers) res.set(err.headers);
    sendFail(res, err.status, err.message, err.errors);
    return;
  }
  const parserError = err as BodyParserError;
  switch (parserError.type) {
    case 'entity.parse.failed':
      sendFail(res, 400, 'The request body is not valid JSON.');
      return;
    case 'entity.too.large':
      sendFail(res, 413, 'The request body is too large.');
      return;
    case 'encoding.unsupported':
    case 'charset.unsupported':
      sendFail(res, 415, 'The request body uses an unsupported encoding.');
      return;
    case 'request.aborted':
      sendFail(res, 400, 'The request was aborted before it was complete.');
      return;
  }
  if (parserError.status && parserError.status >= 400 && parserError.status < 500) {
    sendFail(res, parserError.status, parserError.message || 'Bad request');
    return;
  }
  req.log?.error({ err }, 'unhandled error');
  sendFail(res, 500, 'Something went wrong on our side. Please try again.');
};
