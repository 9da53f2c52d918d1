import type { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  changePasswordSchema,
  completeGoogleRegistrationSchema,
  emailOnlySchema,
  loginSchema,
  normalisePhone,
  profileUpdateSchema,
  registerSchema,
  resetPasswordSchema,
} from '@academy/shared/accounts/account.schema';
import { LIMITS } from '@academy/shared/limits';

/**
 * The forms' rules: the API's own zod schemas (shared/src/accounts), so a form never accepts what the
 * server refuses, plus the few rules the spec gives only to the screens. Errors are keyed by field and
 * carry the shared English sentence, which `useAccountMessage` translates.
 */
export type FieldErrors<F extends string = string> = Partial<Record<F, string>>;

function collect<F extends string>(error: z.ZodError): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '_') as F;
    errors[field] ??= issue.message;
  }
  return errors;
}

export interface RegisterForm {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  password: string;
  confirmPassword: string;
}

export function validateRegistration(form: RegisterForm): FieldErrors<keyof RegisterForm> {
  const result = registerSchema.safeParse(form);
  return result.success ? {} : collect(result.error);
}

export function validateLogin(email: string, password: string): FieldErrors<'email' | 'password'> {
  const result = loginSchema.safeParse({ email, password });
  if (result.success) return {};
  // The API's one sentence for both blanks reads oddly under each field; each field says its own.
  const errors = collect<'email' | 'password'>(result.error);
  if (errors.email === ACCOUNT_MESSAGES.loginFieldsRequired)
    errors.email = ACCOUNT_MESSAGES.emailRequired;
  if (errors.password === ACCOUNT_MESSAGES.loginFieldsRequired) {
    errors.password = ACCOUNT_MESSAGES.passwordRequired;
  }
  return errors;
}

export function validateEmail(email: string): string | null {
  const result = emailOnlySchema.safeParse({ email });
  return result.success ? null : (result.error.issues[0]?.message ?? ACCOUNT_MESSAGES.emailInvalid);
}

/** Reset (spec 000 §5): new password at least 6 (password_too_short), equal to confirm (passwords_no_match). */
export function validateReset(
  token: string,
  newPassword: string,
  confirmPassword: string,
): FieldErrors<'newPassword' | 'confirmPassword' | 'token'> {
  const result = resetPasswordSchema.safeParse({ token, newPassword, confirmPassword });
  return result.success ? {} : collect(result.error);
}

export function validatePasswordChange(form: {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}): FieldErrors<'currentPassword' | 'newPassword' | 'confirmPassword'> {
  const result = changePasswordSchema.safeParse(form);
  return result.success ? {} : collect(result.error);
}

/** Google completion: the phone is trimmed, then checked; the answer is the number to send. */
export function validateGooglePhone(
  registrationToken: string,
  phone: string,
): { phoneNumber: string } | { error: string } {
  const result = completeGoogleRegistrationSchema.safeParse({
    registrationToken,
    phoneNumber: phone,
  });
  if (result.success) return { phoneNumber: result.data.phoneNumber };
  const phoneIssue = result.error.issues.find((issue) => issue.path[0] === 'phoneNumber');
  return {
    error: (phoneIssue ?? result.error.issues[0])?.message ?? ACCOUNT_MESSAGES.phoneInvalid,
  };
}

export interface ProfileForm {
  firstName: string;
  lastName: string;
  age: string;
  sex: string;
  address: string;
  phoneNumber: string;
  country: string;
  city: string;
}

/**
 * Profile save (spec 000 §5): names 2+ after trimming, age a whole number 1-120, phone in international
 * format with spaces ignored, address 5+, country and city 2+, each only when given; the phone is also
 * required when the account signs in with e-mail and password (local).
 */
export function validateProfile(
  form: ProfileForm,
  authProvider: 'local' | 'google' | undefined,
): FieldErrors<keyof ProfileForm> {
  const result = profileUpdateSchema.safeParse(form);
  const errors: FieldErrors<keyof ProfileForm> = result.success ? {} : collect(result.error);
  const phone = normalisePhone(form.phoneNumber);
  if (authProvider !== 'google' && phone === '' && !errors.phoneNumber) {
    errors.phoneNumber = ACCOUNT_MESSAGES.phoneRequired;
  }
  return errors;
}

/** Photo (spec 000 §5): an image (invalid_image_file), at most 5 MB (image_size_limit). */
export function validatePhoto(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return ACCOUNT_MESSAGES.imageInvalid;
  if (file.size > LIMITS.imageMaxBytes) return ACCOUNT_MESSAGES.imageTooLarge;
  return null;
}
