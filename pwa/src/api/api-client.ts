import type { ApiEnvelope } from '@academy/shared';

/** An answer that was not a success, with the server's message (already readable) and status. */
export class ApiError extends Error {
  constructor(
    message: string,
    public readonly status: number,
    public readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
  /** Status 0: the request never reached the server (offline, DNS, connection refused). */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Bearer token to send; pass the learner or admin token explicitly. */
  token?: string | null;
  signal?: AbortSignal;
  /** Spec 000 §9: generic fetch time-out 60 s. */
  timeoutMs?: number;
  /** The fetch cache mode; 'no-cache' asks past the HTTP and service worker caches (a refresh). */
  cache?: RequestCache;
}

/**
 * Calls the API and unwraps the `{success, data, message}` envelope. Resolves with the whole envelope
 * so callers can read `message`; rejects with ApiError on any failure, including network errors.
 */
export async function apiRequest<T>(
  path: string,
  options: RequestOptions = {},
): Promise<ApiEnvelope<T> & { data: T }> {
  // The app's own language, not the browser's: replies and e-mails (contact, sign-up) follow it.
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': document.documentElement.lang || 'ti',
  };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const timeout = AbortSignal.timeout(options.timeoutMs ?? 60_000);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body,
      signal,
      cache: options.cache,
    });
  } catch (err) {
    if (options.signal?.aborted) throw err;
    throw new ApiError('Network error. Please check your connection and try again.', 0);
  }
  let envelope: (ApiEnvelope<T> & { errors?: Record<string, string> }) | null;
  try {
    envelope = (await response.json()) as ApiEnvelope<T> & { errors?: Record<string, string> };
  } catch {
    envelope = null;
  }
  if (!response.ok || !envelope || envelope.success === false) {
    throw new ApiError(
      envelope?.message || `Request failed with status ${response.status}`,
      response.status,
      envelope?.errors,
    );
  }
  return envelope as ApiEnvelope<T> & { data: T };
}
