import type { Response } from 'express';
import type { ApiFailure, ApiSuccess } from '@academy/shared';

export function sendOk<T>(res: Response, data: T, message = 'OK', status = 200): void {
  // `undefined` would drop the field from the JSON; the envelope always carries `data`.
  const body: ApiSuccess<T | null> = {
    success: true,
    data: data === undefined ? null : data,
    message,
  };
  res.status(status).json(body);
}

export function sendFail(
  res: Response,
  status: number,
  message: string,
  errors?: Record<string, string>,
): void {
  const body: ApiFailure = { success: false, data: null, message, ...(errors ? { errors } : {}) };
  res.status(status).json(body);
}
