import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-client.ts';
import en from '../locales/en/admin.json';
import ti from '../locales/ti/admin.json';
import {
  adminLoginProblem,
  mapAdminLoginMessage,
  type AdminLoginProblem,
} from './admin-login-messages.ts';

/** What the admin reads in English for a problem: the exact sentences of spec 001 §5 and §8. */
function englishText(problem: AdminLoginProblem): string {
  return problem.key === 'server' ? problem.message : en.login.errors[problem.key];
}

describe('admin login messages (spec 001 §5)', () => {
  it.each([
    [
      'Invalid admin credentials',
      'Invalid email or password. Please check your credentials and try again.',
    ],
    ['Email and password are required', 'Please enter both email and password.'],
    ['Please provide a valid email address', 'Please enter a valid email address.'],
    ['email must be a valid email', 'Please enter a valid email address.'],
    ['Password must be at least 6 characters', 'Password must be at least 6 characters long.'],
    [
      'password: must contain at least 6 characters',
      'Password must be at least 6 characters long.',
    ],
  ])('maps the server message "%s"', (server, shown) => {
    expect(englishText(mapAdminLoginMessage(server))).toBe(shown);
  });

  it('shows any other server message as the server wrote it', () => {
    expect(englishText(mapAdminLoginMessage('Too many attempts, try again in 15 minutes'))).toBe(
      'Too many attempts, try again in 15 minutes',
    );
  });

  it('falls back to "Login failed" without a message', () => {
    expect(englishText(mapAdminLoginMessage(''))).toBe('Login failed');
    expect(englishText(mapAdminLoginMessage(undefined))).toBe('Login failed');
  });

  it('turns a request that never reached the server into the network message', () => {
    const problem = adminLoginProblem(new ApiError('anything', 0));
    expect(englishText(problem)).toBe('Network error. Please check your connection and try again.');
  });

  it('maps an ApiError by its message, and a bare status failure to "Login failed"', () => {
    expect(adminLoginProblem(new ApiError('Invalid admin credentials', 401))).toEqual({
      key: 'invalidCredentials',
    });
    expect(adminLoginProblem(new ApiError('Request failed with status 502', 502))).toEqual({
      key: 'loginFailed',
    });
    expect(adminLoginProblem(new TypeError('boom'))).toEqual({ key: 'loginFailed' });
  });

  it('has Tigrinya copy for every login problem', () => {
    for (const key of Object.keys(en.login.errors)) {
      const text = (ti.login.errors as Record<string, string>)[key];
      expect(text, key).toMatch(/[\u1200-\u137F]/);
    }
  });
});

describe('admin copy', () => {
  function keys(value: unknown, prefix = ''): string[] {
    if (typeof value !== 'object' || value === null) return [prefix];
    return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
  }
  it('has every key in both Tigrinya and English', () => {
    expect(keys(ti).sort()).toEqual(keys(en).sort());
  });
});
