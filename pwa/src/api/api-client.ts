import type { ApiEnvelope } from '@academy/shared';

export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection and try again.';

/** An answer that was not a success, with the server's message (already readable) and status. */
export class ApiError extends Error {
  constructor(
    message: string,
    public readonly status: number,
    public readonly errors?: Record<string, string>,
    /**
     * Whether the answer came in the API's own `{success, data, message}` envelope. False for what
     * something between the app and the API said instead: a proxy's 502 page, a captive portal's login
     * page. Only the API's own answers can say anything about the learner's session.
     */
    public readonly fromApi: boolean = true,
  ) {
    super(message);
  }
  /**
   * Status 0: no answer from the API (offline, DNS, connection refused, or a success status whose body
   * was not the API's: a captive portal's page, a body cut short or whose reading was aborted).
   */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

/** The API's envelope, as opposed to any JSON or HTML page something else answered with. */
function isEnvelope(value: unknown): value is ApiEnvelope<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { success?: unknown }).success === 'boolean'
  );
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
    // No document in the service worker (it sends queued progress with this client too).
    'Accept-Language': globalThis.document?.documentElement.lang || 'ti',
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
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0, undefined, false);
  }
  let answer: unknown;
  try {
    answer = await response.json();
  } catch (err) {
    // A body cut short, not JSON at all (an HTML page), or whose reading was aborted.
    if (options.signal?.aborted) throw err;
    answer = null;
  }
  if (!isEnvelope(answer)) {
    // Not the API speaking: a status of 2xx says nothing (a captive portal answers 200), so it counts
    // as no answer; an error status keeps its number for the message, marked as not the API's.
    if (response.ok) throw new ApiError(NETWORK_ERROR_MESSAGE, 0, undefined, false);
    throw new ApiError(
      `Request failed with status ${response.status}`,
      response.status,
      undefined,
      false,
    );
  }
  const envelope = answer as ApiEnvelope<T> & { errors?: Record<string, string> };
  if (!response.ok || envelope.success === false) {
    throw new ApiError(
      envelope.message || `Request failed with status ${response.status}`,
      response.status,
      envelope.errors,
    );
  }
  return envelope as ApiEnvelope<T> & { data: T };
}
