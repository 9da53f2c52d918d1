import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@academy/shared/accounts/account.schema';
import { ApiError } from '../api/api-client.ts';
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
    ['signs out when the account is gone', new ApiError('User not found', 404), 'signed-out'],
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
