import { useSyncExternalStore } from 'react';
import { SIGNED_IN_COOKIE, VIEWER_COOKIE, VIEWER_COOKIE_PATHS } from '@academy/shared';
import type { AccountUser } from './session-user.ts';

/**
 * The learner session as the spec stores it (000 §3): local storage `token`, `userId`, `userRole` and
 * `user` (the last me answer, JSON). Screens read the token through `useAuthToken()`, so signing in or out
 * in one place (or another tab) re-renders the navbar and guards at once.
 */
export const STORAGE_KEYS = {
  token: 'token',
  userId: 'userId',
  userRole: 'userRole',
  user: 'user',
} as const;

const CHANGE_EVENT = 'academy:auth-changed';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Private browsing may refuse storage; the session then lasts for this page only.
  }
}

function notify(): void {
  mirrorSignedIn();
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/**
 * Tells the server who is signed in here, so that it draws their own page or none: the `signed_in`
 * hint on every page (the server then never sends the visitor's drawing, shared/src/first-screen.ts),
 * and the token in the `viewer` cookie, only with the pages the server draws for a learner (their
 * dashboard and lessons). The server reads that cookie for drawing only; the API never takes it, so
 * it adds nothing a forged request could use. Called on every change and once at start, for a
 * session older than the cookies.
 */
export function mirrorSignedIn(): void {
  const token = getToken();
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = token
    ? `${SIGNED_IN_COOKIE}=1; path=/; max-age=${YEAR_SECONDS}; SameSite=Lax`
    : `${SIGNED_IN_COOKIE}=; path=/; expires=${LONG_AGO}; SameSite=Lax`;
  for (const path of VIEWER_COOKIE_PATHS) {
    // A token is letters, digits and `-_.` (a JWT): nothing to escape in a cookie's value.
    document.cookie = token
      ? `${VIEWER_COOKIE}=${token}; path=${path}; max-age=${WEEK_SECONDS}; SameSite=Lax${secure}`
      : `${VIEWER_COOKIE}=; path=${path}; expires=${LONG_AGO}; SameSite=Lax${secure}`;
  }
}
const LONG_AGO = 'Thu, 01 Jan 1970 00:00:00 GMT';
/** A learner's token lasts a week (api/src/accounts/session-token.ts); the server checks it anyway. */
const WEEK_SECONDS = 7 * 24 * 60 * 60;
const YEAR_SECONDS = 365 * 24 * 60 * 60;

export function getToken(): string | null {
  return read(STORAGE_KEYS.token);
}

/** Who is using the app now, for the data cache kept per learner (api/query-persistence.ts). */
export function currentViewer(): { userId: string | null; token: string | null } {
  const token = getToken();
  return { token, userId: token ? read(STORAGE_KEYS.userId) : null };
}

export function getStoredUser(): AccountUser | null {
  const raw = read(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as AccountUser;
  } catch {
    return null;
  }
}

/** Keeps the last known user next to the token, so the navbar has a name before the me call answers. */
export function storeUser(user: AccountUser): void {
  write(STORAGE_KEYS.user, JSON.stringify(user));
  write(STORAGE_KEYS.userId, user._id ?? user.id ?? null);
  write(STORAGE_KEYS.userRole, user.role ?? 'learner');
  notify();
}

export function storeSession(token: string, user?: AccountUser | null): void {
  write(STORAGE_KEYS.token, token);
  if (user) storeUser(user);
  else notify();
}

/** Signing out, or the server refusing the token: every learner key goes (the admin token stays). */
export function clearSession(): void {
  for (const key of Object.values(STORAGE_KEYS)) write(key, null);
  notify();
}

function subscribe(callback: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, callback);
  // Another tab signing in or out changes local storage here too.
  window.addEventListener('storage', callback);
  return () => {
    window.removeEventListener(CHANGE_EVENT, callback);
    window.removeEventListener('storage', callback);
  };
}

export function useAuthToken(): string | null {
  return useSyncExternalStore(subscribe, getToken, () => null);
}

/** The stored user, re-read only when the stored JSON changes (a fresh object each render would loop). */
let cachedRaw: string | null = null;
let cachedUser: AccountUser | null = null;
function getStoredUserSnapshot(): AccountUser | null {
  const raw = read(STORAGE_KEYS.user);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedUser = getStoredUser();
  }
  return cachedUser;
}

export function useStoredUser(): AccountUser | null {
  return useSyncExternalStore(subscribe, getStoredUserSnapshot, () => null);
}
