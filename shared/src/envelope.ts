/** Every API answer has this shape (spec 000 §7): `{ success, data, message }`. */
export interface ApiEnvelope<T = unknown> {
  success: boolean;
  data: T | null;
  message: string;
}

export interface ApiSuccess<T> extends ApiEnvelope<T> {
  success: true;
  data: T;
}

export interface ApiFailure extends ApiEnvelope<null> {
  success: false;
  data: null;
  /** Field-level problems when the request failed validation, keyed by dotted path. */
  errors?: Record<string, string>;
}
