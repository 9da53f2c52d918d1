import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES } from '@academy/shared/accounts/account.schema';
import { ApiError, apiRequest } from '../api/api-client.ts';
import {
  classifySessionFailure,
  isSuspendedLoginMessage,
  isVerifyEmailMessage,
  type SessionFailure,
} from './session-rules.ts';

describe('session check failures (spec 000 §4 Session)', () => {
  it.each([
    [ACCOUNT_MESSAGES.accountNotActive, 401],
    ['Account is inactive', 403],
    ['This account has been SUSPENDED', 403],
    ['Your account is not active', 403],
    ['Token has been invalidated', 403],
  ])('treats "%s" as suspended, whatever the status (%i)', (message, status) => {
    expect(classifySessionFailure(new ApiError(message, status))).toBe('suspended');
  });

  it.each<[string, unknown, SessionFailure]>([
    ['signs out on a refused token', new ApiError('Authentication required', 401), 'signed-out'],
    [
      'keeps the token on an answer that says nothing about it',
      new ApiError('No API route for GET /api/auth/me', 404),
      'offline',
    ],
    [
      'keeps the token when the server was not reached',
      new ApiError('Network error', 0),
      'offline',
    ],
    ['keeps the token after a time-out', new DOMException('timed out', 'TimeoutError'), 'offline'],
    ['keeps the token on a server error', new ApiError('Internal server error', 500), 'offline'],
    [
      'keeps the token on a proxy error',
      new ApiError('Request failed with status 502', 502),
      'offline',
    ],
  ])('%s', (_case, error, failure) => {
    expect(classifySessionFailure(error)).toBe(failure);
  });
});

/** A stream that sends `first` and then fails with `error`, as a dropped or aborted body read does. */
function brokenBody(first: string, error: Error): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(first));
      controller.error(error);
    },
  });
}

const json = { 'Content-Type': 'application/json' };
const html = { 'Content-Type': 'text/html' };

describe("session check on odd networks (issue 24): only the API's own 401 signs out", () => {
  afterEach(() => vi.unstubAllGlobals());

  const checkWith = async (response: () => Response): Promise<SessionFailure> => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(response())),
    );
    const error: unknown = await apiRequest('/api/auth/me', { token: 't' }).then(
      () => null,
      (err: unknown) => err,
    );
    expect(error).toBeInstanceOf(ApiError);
    return classifySessionFailure(error);
  };

  it.each<[string, () => Response]>([
    [
      "a captive portal's page with status 200",
      () => new Response('<html><body>Sign in to the Wi-Fi</body></html>', { headers: html }),
    ],
    [
      "a proxy's 502 page",
      () => new Response('<h1>502 Bad Gateway</h1>', { status: 502, headers: html }),
    ],
    [
      "a proxy's 401 page",
      () => new Response('<h1>401 Authorization Required</h1>', { status: 401, headers: html }),
    ],
    ['a body cut short', () => new Response('{"success":true,"data":{"_id":"u', { headers: json })],
    [
      'a body whose connection dropped',
      () =>
        new Response(brokenBody('{"success":true,', new TypeError('network error')), {
          headers: json,
        }),
    ],
    [
      'a body whose reading was aborted (a reload)',
      () =>
        new Response(brokenBody('{"success":', new DOMException('aborted', 'AbortError')), {
          headers: json,
        }),
    ],
    [
      'JSON that is not the envelope',
      () => new Response('{"status":"login required"}', { status: 401, headers: json }),
    ],
  ])('keeps the token on %s', async (_case, response) => {
    expect(await checkWith(response)).toBe('offline');
  });

  it("signs out on the API's own 401", async () => {
    const refusal = { success: false, data: null, message: 'Authentication required' };
    expect(
      await checkWith(() => new Response(JSON.stringify(refusal), { status: 401, headers: json })),
    ).toBe('signed-out');
  });

  it('reports an unreadable success as no answer, not as a failure of the API', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('<html></html>', { headers: html }))),
    );
    const error = (await apiRequest('/api/auth/me').catch((err: unknown) => err)) as ApiError;
    expect(error.isNetworkError).toBe(true);
    expect(error.fromApi).toBe(false);
  });
});

describe('login messages (spec 000 §4 Login)', () => {
  it.each([
    [ACCOUNT_MESSAGES.accountNotActive, true],
    ['Account suspended', true],
    ['User is INACTIVE', true],
    [ACCOUNT_MESSAGES.invalidCredentials, false],
    [undefined, false],
  ])('reads %j as a suspended account: %s', (message, suspended) => {
    expect(isSuspendedLoginMessage(message)).toBe(suspended);
  });

  it('recognises the verify-your-email answer', () => {
    expect(isVerifyEmailMessage(ACCOUNT_MESSAGES.verifyEmailFirst)).toBe(true);
    expect(isVerifyEmailMessage(ACCOUNT_MESSAGES.invalidCredentials)).toBe(false);
  });
});
