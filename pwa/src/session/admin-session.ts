import { useSyncExternalStore } from 'react';

/**
 * The admin session in the browser (spec 000 §3, 001 §3): the admin token lives in local storage under
 * `adminToken`, apart from the learner's `token`, so one browser can hold both. The specification keeps
 * the admin's profile under `user`, the key the learner session uses too; so that a learner signed in
 * on the same browser keeps their own profile, the admin side writes `user` only when no learner token
 * is stored and removes it only when it holds an admin. The screens take the admin's name from the
 * validate call first and use the stored `user` only as a fallback.
 */
export const ADMIN_TOKEN_KEY = 'adminToken';
export const USER_KEY = 'user';

/** What the admin screens show about the signed-in admin. */
export interface AdminProfile {
  id?: string;
  _id?: string;
  name?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  role?: string;
  profilePicture?: string | null;
  profilePhotoUrl?: string | null;
}

/** The learner's token key (owned by the accounts screens); read here only to leave their `user` alone. */
const LEARNER_TOKEN_KEY = 'token';

const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function getAdminToken(): string | null {
  return read(ADMIN_TOKEN_KEY) || null;
}

/** The stored `user` when it is an admin's (a learner's profile under the same key is not). */
export function getStoredAdminProfile(): AdminProfile | null {
  const raw = read(USER_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return null;
    const profile = parsed as AdminProfile;
    return profile.role === undefined || profile.role === 'admin' ? profile : null;
  } catch {
    return null;
  }
}

export function saveAdminSession(token: string, user: AdminProfile | null | undefined): void {
  try {
    localStorage.setItem(ADMIN_TOKEN_KEY, token);
    if (user && !read(LEARNER_TOKEN_KEY)) localStorage.setItem(USER_KEY, JSON.stringify(user));
  } catch {
    // Storage refused (private mode, quota): the session lasts until the page is closed at best.
  }
  notify();
}

/** Ends the admin session on this browser: logout, or a token the server no longer accepts. */
export function clearAdminSession(): void {
  try {
    localStorage.removeItem(ADMIN_TOKEN_KEY);
    if (getStoredAdminProfile()?.role === 'admin') localStorage.removeItem(USER_KEY);
  } catch {
    // Nothing stored to remove.
  }
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes this tab's session too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === ADMIN_TOKEN_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored admin token, re-rendering when it is saved or cleared here or in another tab. */
export function useAdminToken(): string | null {
  return useSyncExternalStore(subscribe, getAdminToken, () => null);
}

/** "First Last" or whatever name the profile carries, for greetings and the user menu. */
export function adminPhoto(profile: AdminProfile | null | undefined): string | null {
  return profile?.profilePhotoUrl ?? profile?.profilePicture ?? null;
}

export function adminDisplayName(profile: AdminProfile | null | undefined): string {
  if (!profile) return '';
  const name =
    profile.name?.trim() || [profile.firstName, profile.lastName].filter(Boolean).join(' ').trim();
  return name || profile.email || '';
}
