import type { Language } from '@academy/shared';
import { apiRequest } from '../api/api-client.ts';
import type { ProfileForm } from './account-validation.ts';
import type { AccountUser, Sex } from '../session/session-user.ts';

export type { AccountUser, Sex } from '../session/session-user.ts';

export const SEX_OPTIONS: readonly Sex[] = ['male', 'female', 'other', 'prefer-not-to-say'];

/** The me answer is the user itself, or wraps it as `data.user` in some uses (spec 000 §7). */
type MeAnswer = AccountUser & { user?: AccountUser };

export function unwrapUser(data: MeAnswer | null | undefined): AccountUser | null {
  if (!data) return null;
  const user = data.user ?? data;
  return {
    ...user,
    purchasedCourses: user.purchasedCourses ?? data.purchasedCourses ?? [],
  };
}

export async function fetchMe(token: string, signal?: AbortSignal): Promise<AccountUser> {
  const res = await apiRequest<MeAnswer>('/api/auth/me', { token, signal });
  const user = unwrapUser(res.data);
  if (!user) throw new Error('Empty me answer');
  return user;
}

export interface TokenAnswer {
  token: string;
  user?: AccountUser;
}

export function login(email: string, password: string) {
  return apiRequest<TokenAnswer>('/api/auth/login', {
    method: 'POST',
    body: { email: email.trim(), password },
  });
}

export function register(form: FormData) {
  return apiRequest<{ verificationRequired?: boolean } | null>('/api/auth/register', {
    method: 'POST',
    body: form,
    timeoutMs: 10 * 60_000,
  });
}

/** Saves the app's language on the account, so e-mails (reset, receipts) are written in it. */
export function saveLanguage(token: string, language: Language) {
  return apiRequest<{ language: Language }>('/api/auth/language', {
    method: 'PUT',
    token,
    body: { language },
  });
}

/** Ends the session on the server, and the push subscription of this browser (its endpoint). */
export function logout(token: string, pushEndpoint: string | null) {
  return apiRequest<unknown>('/api/auth/logout', {
    method: 'POST',
    token,
    body: pushEndpoint ? { pushEndpoint } : {},
  });
}

export function verifyEmail(token: string) {
  return apiRequest<TokenAnswer | null>('/api/auth/verify-email', {
    method: 'POST',
    body: { token },
  });
}

export function resendVerification(email: string) {
  return apiRequest<unknown>('/api/auth/resend-verification', {
    method: 'POST',
    body: { email: email.trim() },
  });
}

export function forgotPassword(email: string) {
  return apiRequest<unknown>('/api/auth/forgot-password', {
    method: 'POST',
    body: { email: email.trim() },
  });
}

export function resetPassword(token: string, newPassword: string) {
  return apiRequest<unknown>('/api/auth/reset-password', {
    method: 'POST',
    body: { token, newPassword },
  });
}

export function changePassword(token: string, currentPassword: string, newPassword: string) {
  return apiRequest<{ token?: string } | null>('/api/auth/change-password', {
    method: 'PUT',
    token,
    body: { currentPassword, newPassword },
  });
}

/** What the profile form sends: the form's own fields, checked by the same rules before sending. */
export type ProfileUpdate = ProfileForm;

/** Spec 000 §7: the profile is sent as multipart, each field a text part. */
export async function updateProfile(token: string, update: ProfileUpdate): Promise<AccountUser> {
  const form = new FormData();
  for (const [key, value] of Object.entries(update)) form.append(key, value);
  const res = await apiRequest<MeAnswer>('/api/auth/profile', {
    method: 'PUT',
    token,
    body: form,
  });
  const user = unwrapUser(res.data);
  if (!user) throw new Error('Empty profile answer');
  return user;
}

export async function fetchPhotoUrl(token: string, path: 'navbar' | 'profile'): Promise<string> {
  // The spec names two routes for the same photo: the navbar's under /api/auth, the profile page's under /api/users.
  const url = path === 'navbar' ? '/api/auth/users/me/photo' : '/api/users/me/photo';
  const res = await apiRequest<{ photoUrl: string | null }>(url, { token });
  return res.data.photoUrl ?? '';
}

export async function uploadPhoto(token: string, file: File): Promise<AccountUser> {
  const form = new FormData();
  form.append('profilePhoto', file);
  const res = await apiRequest<MeAnswer>('/api/users/me/photo', {
    method: 'PUT',
    token,
    body: form,
    timeoutMs: 10 * 60_000,
  });
  const user = unwrapUser(res.data);
  if (!user) throw new Error('Empty photo answer');
  return user;
}

export function removePhoto(token: string) {
  return apiRequest<unknown>('/api/users/me/photo', { method: 'DELETE', token });
}

/** Only the status matters (spec 001 §7); a rejection means the token is not usable. */
export function verifyToken(token: string) {
  return apiRequest<unknown>('/api/auth/verify-token', { method: 'POST', token });
}

export function completeGoogleRegistration(registrationToken: string, phoneNumber: string) {
  return apiRequest<TokenAnswer | null>('/api/auth/complete-google-registration', {
    method: 'POST',
    body: { registrationToken, phoneNumber },
  });
}

export const GOOGLE_SIGN_IN_URL = '/api/auth/google';
