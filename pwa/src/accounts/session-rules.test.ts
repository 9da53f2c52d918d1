import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@academy/shared/accounts/account.schema';
import { ApiError } from '../api/api-client.ts';
import {
  classifySessionFailure,
  isSuspendedLoginMessage,
  isVerifyEmailMessage,
} from './session-rules.ts';

describe('session check failures (spec 000 §4 Session)', () => {
  it("reads the API's not-active answer as a suspended account", () => {
    expect(classifySessionFailure(new ApiError(ACCOUNT_MESSAGES.accountNotActive, 401))).toBe(
      'suspended',
    );
  });

  it.each([
    'Account is inactive',
    'This account has been SUSPENDED',
    'Your account is not active',
    'Token has been invalidated',
  ])('treats "%s" as suspended, whatever the status', (message) => {
    expect(classifySessionFailure(new ApiError(message, 403))).toBe('suspended');
  });

  it('signs out on any other refusal of the token', () => {
    expect(classifySessionFailure(new ApiError('Authentication required', 401))).toBe('signed-out');
    expect(classifySessionFailure(new ApiError('User not found', 404))).toBe('signed-out');
  });

  it('keeps the token when the server could not be reached', () => {
    expect(classifySessionFailure(new ApiError('Network error', 0))).toBe('offline');
    expect(classifySessionFailure(new DOMException('timed out', 'TimeoutError'))).toBe('offline');
  });

  it('does not sign a learner out because the server is failing', () => {
    expect(classifySessionFailure(new ApiError('Internal server error', 500))).toBe('offline');
    expect(classifySessionFailure(new ApiError('Request failed with status 502', 502))).toBe(
      'offline',
    );
  });
});

describe('login messages (spec 000 §4 Login)', () => {
  it('recognises the suspended wordings but not an ordinary refusal', () => {
    expect(isSuspendedLoginMessage(ACCOUNT_MESSAGES.accountNotActive)).toBe(true);
    expect(isSuspendedLoginMessage('Account suspended')).toBe(true);
    expect(isSuspendedLoginMessage('User is INACTIVE')).toBe(true);
    expect(isSuspendedLoginMessage(ACCOUNT_MESSAGES.invalidCredentials)).toBe(false);
    expect(isSuspendedLoginMessage(undefined)).toBe(false);
  });

  it('recognises the verify-your-email answer', () => {
    expect(isVerifyEmailMessage(ACCOUNT_MESSAGES.verifyEmailFirst)).toBe(true);
    expect(isVerifyEmailMessage(ACCOUNT_MESSAGES.invalidCredentials)).toBe(false);
  });
});
