import { z } from 'zod';
import { LANGUAGES } from '../languages.ts';
import { LIMITS, PHONE_PATTERN } from '../limits.ts';

/**
 * Accounts validation (spec 000 §5, 001 §5). The API sends these English sentences as `message` and in
 * `errors[field]`; the PWA uses the same schemas for its forms and may translate a message by using it
 * as an i18n key.
 */
export const ACCOUNT_MESSAGES = {
  /** Login and every authenticated call of a deactivated account; the PWA shows the Account Suspended modal. */
  accountNotActive: 'Your account is not active. Please contact support.',
  /** One message for an unknown e-mail and a wrong password, so the answer does not reveal accounts. */
  invalidCredentials: 'Invalid email or password',
  /**
   * An administrator's password at the learner login (probe finding 24.9): admins sign in at
   * /admin/login only, and only someone who knows the password is told it is an admin account.
   */
  adminUseAdminLogin: 'This is an administrator account. Please sign in on the admin login page.',
  verifyEmailFirst:
    'Please verify your email before signing in. Check your inbox for the verification link.',
  nameRequired: 'Please enter your first and last name',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  firstNameTooShort: 'First name must be at least 2 characters',
  lastNameTooShort: 'Last name must be at least 2 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  emailNotEditable: 'Your email address cannot be changed',
  phoneRequired: 'Phone number is required',
  /** Google registration completion wording (spec 001 §5). */
  phoneMissing: 'Please enter your phone number',
  phoneInvalid: 'Please enter a valid international phone number (e.g., +1234567890)',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  passwordsDoNotMatch: 'Passwords do not match',
  currentPasswordRequired: 'Current password is required',
  newPasswordRequired: 'New password is required',
  loginFieldsRequired: 'Email and password are required',
  ageInvalid: 'Age must be a whole number between 1 and 120',
  sexInvalid: 'Please choose male, female, other or prefer not to say',
  addressTooShort: 'Address must be at least 5 characters',
  countryTooShort: 'Country must be at least 2 characters',
  cityTooShort: 'City must be at least 2 characters',
  tooLong: 'This field is too long',
  tokenMissing: 'This link is incomplete. Please open the link from your email again.',
  registrationLinkInvalid: 'Invalid registration link. Please try signing in with Google again.',
  imageInvalid: 'Please choose an image file (JPEG, PNG, GIF or WebP).',
  imageTooLarge: 'The photo must be 5 MB or smaller.',
} as const;

const M = ACCOUNT_MESSAGES;

/** Sex options of the profile form (spec 000 §2 Profile). */
export const SEX_OPTIONS = ['male', 'female', 'other', 'prefer-not-to-say'] as const;
export type Sex = (typeof SEX_OPTIONS)[number];

const blankToUndefined = (v: unknown) =>
  v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v;

/** Phone numbers: spaces are ignored (spec 000 §5), then plus, 1-9, and 1 to 14 more digits. */
export const normalisePhone = (v: unknown) => (typeof v === 'string' ? v.replace(/\s+/g, '') : v);

export const emailSchema = z
  .string({ error: M.emailRequired })
  .trim()
  .min(1, M.emailRequired)
  .max(320, M.tooLong)
  .email(M.emailInvalid)
  .transform((v) => v.toLowerCase());

export const phoneNumberSchema = z.preprocess(
  normalisePhone,
  z.string({ error: M.phoneRequired }).min(1, M.phoneRequired).regex(PHONE_PATTERN, M.phoneInvalid),
);

export const newPasswordSchema = z
  .string({ error: M.passwordRequired })
  .min(1, M.passwordRequired)
  .min(LIMITS.passwordMinLength, M.passwordTooShort)
  .max(128, M.passwordTooLong);

const personName = (required: string, tooShort: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .min(LIMITS.nameMinLength, tooShort)
    .max(100, M.tooLong);

/**
 * Registration (multipart or JSON). The spec's call sends one `name` (first and last joined by a space);
 * `firstName` and `lastName`, when sent, win, so a first name with a space in it survives.
 */
export const registerSchema = z
  .preprocess(
    (input) => {
      if (!input || typeof input !== 'object') return input;
      const body = input as Record<string, unknown>;
      if (body.firstName !== undefined || body.lastName !== undefined || body.name === undefined) {
        return body;
      }
      const parts = typeof body.name === 'string' ? body.name.trim().split(/\s+/) : [];
      const firstName = parts.shift() ?? '';
      return { ...body, firstName, lastName: parts.join(' ') };
    },
    z.object({
      firstName: personName(M.firstNameRequired, M.firstNameTooShort),
      lastName: personName(M.lastNameRequired, M.lastNameTooShort),
      email: emailSchema,
      phoneNumber: phoneNumberSchema,
      password: newPasswordSchema,
      /** Optional for the API (the spec's call does not send it); the form always does. */
      confirmPassword: z.string().optional(),
    }),
  )
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
    message: M.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type RegisterInput = z.infer<typeof registerSchema>;

export const loginSchema = z.object({
  email: z
    .string({ error: M.loginFieldsRequired })
    .trim()
    .min(1, M.loginFieldsRequired)
    .max(320, M.tooLong)
    .email(M.emailInvalid)
    .transform((v) => v.toLowerCase()),
  password: z.string({ error: M.loginFieldsRequired }).min(1, M.loginFieldsRequired).max(1024),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const emailOnlySchema = z.object({ email: emailSchema });

/** The app's language, switched by a signed-in learner: their e-mails follow it. */
export const languageChoiceSchema = z.object({
  language: z.enum(LANGUAGES, { error: 'Language must be ti or en' }),
});
export type LanguageChoice = z.infer<typeof languageChoiceSchema>;
export type EmailOnlyInput = z.infer<typeof emailOnlySchema>;

const linkToken = z
  .string({ error: M.tokenMissing })
  .trim()
  .min(1, M.tokenMissing)
  .max(200, M.tokenMissing);

export const verifyEmailSchema = z.object({ token: linkToken });

export const resetPasswordSchema = z
  .object({
    token: linkToken,
    newPassword: newPasswordSchema,
    confirmPassword: z.string().optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.newPassword, {
    message: M.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: M.currentPasswordRequired })
      .min(1, M.currentPasswordRequired)
      .max(1024),
    newPassword: z
      .string({ error: M.newPasswordRequired })
      .min(1, M.newPasswordRequired)
      .min(LIMITS.passwordMinLength, M.passwordTooShort)
      .max(128, M.passwordTooLong),
    confirmPassword: z.string().optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.newPassword, {
    message: M.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const completeGoogleRegistrationSchema = z.object({
  /** Handed out by the Google callback in the redirect; the account's id alone is not enough. */
  registrationToken: z
    .string({ error: M.registrationLinkInvalid })
    .trim()
    .min(20, M.registrationLinkInvalid)
    .max(2000, M.registrationLinkInvalid),
  phoneNumber: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z
      .string({ error: M.phoneMissing })
      .min(1, M.phoneMissing)
      .transform((v) => v.replace(/\s+/g, ''))
      .pipe(z.string().regex(PHONE_PATTERN, M.phoneInvalid)),
  ),
});
export type CompleteGoogleRegistrationInput = z.infer<typeof completeGoogleRegistrationSchema>;

/** An optional text field of the profile: blank clears it (null), absent leaves it unchanged. */
const optionalText = (min: number, tooShort: string, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z.string().trim().min(min, tooShort).max(max, M.tooLong).nullable().optional(),
  );

/**
 * Profile save (spec 000 §5). Every field is optional ("if given"); names cannot be blanked, other
 * fields are cleared by sending an empty value. Whether the phone is required depends on the account
 * (local accounts must keep one), which the API checks after this schema.
 */
export const profileUpdateSchema = z.object({
  firstName: z.preprocess(
    blankToUndefined,
    personName(M.firstNameRequired, M.firstNameTooShort).optional(),
  ),
  lastName: z.preprocess(
    blankToUndefined,
    personName(M.lastNameRequired, M.lastNameTooShort).optional(),
  ),
  age: z.preprocess(
    (v) => {
      if (v === null || (typeof v === 'string' && v.trim() === '')) return null;
      if (typeof v === 'string') return /^\s*\d+\s*$/.test(v) ? Number(v) : Number.NaN;
      return v;
    },
    z
      .number({ error: M.ageInvalid })
      .int(M.ageInvalid)
      .min(LIMITS.ageMin, M.ageInvalid)
      .max(LIMITS.ageMax, M.ageInvalid)
      .nullable()
      .optional(),
  ),
  sex: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z.enum(SEX_OPTIONS, { error: M.sexInvalid }).nullable().optional(),
  ),
  address: optionalText(LIMITS.addressMinLength, M.addressTooShort, 300),
  country: optionalText(LIMITS.placeMinLength, M.countryTooShort, 100),
  city: optionalText(LIMITS.placeMinLength, M.cityTooShort, 100),
  phoneNumber: z.preprocess((v) => {
    const n = normalisePhone(v);
    return n === '' ? null : n;
  }, z.string().regex(PHONE_PATTERN, M.phoneInvalid).nullable().optional()),
  /** Accepted only so a form may send it back unchanged; a different address is refused. */
  email: z.string().optional(),
});
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;
