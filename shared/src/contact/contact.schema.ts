import { z } from 'zod';

/**
 * Contact form (spec 000 §5): all four fields required, e-mail format, no length bound in the spec.
 * We cap lengths generously so one request cannot store megabytes; the messages are i18n keys
 * (namespace `contact`) that the PWA translates and the API sends in English.
 */
export const CONTACT_MESSAGES = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',
  tooLong: 'This field is too long',
} as const;

const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, CONTACT_MESSAGES.tooLong);

export const contactSubmitSchema = z.object({
  name: required(CONTACT_MESSAGES.nameRequired, 200),
  email: z
    .string({ error: CONTACT_MESSAGES.emailRequired })
    .trim()
    .min(1, CONTACT_MESSAGES.emailRequired)
    .max(320, CONTACT_MESSAGES.tooLong)
    .email(CONTACT_MESSAGES.emailInvalid),
  subject: required(CONTACT_MESSAGES.subjectRequired, 300),
  message: required(CONTACT_MESSAGES.messageRequired, 10_000),
});

export type ContactSubmit = z.infer<typeof contactSubmitSchema>;
