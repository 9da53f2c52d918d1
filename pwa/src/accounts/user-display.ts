import type { AccountUser } from './accounts-api.ts';

type NamedUser = Pick<AccountUser, 'name' | 'email' | 'firstName' | 'lastName'> | null | undefined;

/** The full name: the API's `name`, else first and last joined; empty when neither is known. */
export function displayName(user: NamedUser): string {
  if (!user) return '';
  const joined = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return (user.name ?? '').trim() || joined.trim();
}

/**
 * Dashboard welcome line (spec 000 §2): the user's name, else the part of the e-mail before the @,
 * else the word for 'Learner' (the caller passes it translated).
 */
export function welcomeName(user: NamedUser, fallback: string): string {
  const name = displayName(user);
  if (name) return name;
  const local = (user?.email ?? '').split('@')[0]?.trim() ?? '';
  return local || fallback;
}

/** Up to two letters for the avatar when there is no photo; Ge'ez names work as well as Latin ones. */
export function initials(user: NamedUser): string {
  const name = displayName(user) || (user?.email ?? '');
  const letters = name
    .split(/[\s@._-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => Array.from(part)[0] ?? '');
  return letters.join('').toUpperCase() || '?';
}

/** First and last name for the profile form; old records may only hold `name`. */
export function splitName(user: NamedUser): { firstName: string; lastName: string } {
  if (!user) return { firstName: '', lastName: '' };
  if (user.firstName || user.lastName) {
    return { firstName: user.firstName ?? '', lastName: user.lastName ?? '' };
  }
  const [first = '', ...rest] = (user.name ?? '').trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}
