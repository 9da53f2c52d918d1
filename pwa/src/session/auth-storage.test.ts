import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, mirrorSignedIn, storeSession } from './auth-storage.ts';

/** The cookies the server would be sent with the next page (document.cookie: name=value pairs). */
const cookies = () => document.cookie.split('; ').filter(Boolean);

afterEach(() => {
  clearSession();
  localStorage.clear();
});

describe('the signed-in hint the server draws pages by', () => {
  it('is set when a learner signs in and gone when they sign out; the token itself never leaves storage', () => {
    expect(cookies()).not.toContain('signed_in=1');
    storeSession('jwt-secret-token');
    expect(cookies()).toContain('signed_in=1');
    expect(document.cookie).not.toContain('jwt-secret-token');
    clearSession();
    expect(cookies().some((c) => c.startsWith('signed_in='))).toBe(false);
  });

  it('carries the token only with the pages the server draws for a learner, and not after signing out', () => {
    storeSession('jwt-secret-token');
    const at = (path: string) => {
      window.history.replaceState(null, '', path);
      return cookies();
    };
    try {
      for (const path of ['/dashboard', '/course/c1/watch/v1', '/course/c1']) {
        expect(at(path), path).toContain('viewer=jwt-secret-token');
      }
      // Never to the API, the assets or the other pages.
      for (const path of ['/', '/courses', '/api/auth/me', '/assets/app.js', '/profile']) {
        expect(at(path).join('; '), path).not.toContain('jwt-secret-token');
      }
      at('/dashboard');
      clearSession();
      expect(cookies().some((c) => c.startsWith('viewer='))).toBe(false);
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('follows a session kept from before the hint existed once the app starts, and one ended elsewhere', () => {
    localStorage.setItem('token', 'jwt-older');
    mirrorSignedIn();
    expect(cookies()).toContain('signed_in=1');
    localStorage.removeItem('token');
    mirrorSignedIn();
    expect(cookies().some((c) => c.startsWith('signed_in='))).toBe(false);
  });
});
