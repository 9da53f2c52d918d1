import { CONTACT_MESSAGES, contactSubmitSchema, type ContactSubmit } from '@academy/shared';
import { ApiError } from '../api/api-client.ts';

export type ContactField = keyof ContactSubmit;
export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'subject', 'message'];
export const EMPTY_CONTACT: ContactSubmit = { name: '', email: '', subject: '', message: '' };

/**
 * A message to show, as a key of the `contact` namespace (translated at render time, so switching the
 * language re-translates it) or, for a server message we have no translation for, the text itself.
 */
export type ShownMessage = { key: string } | { text: string };

type ContactMessageKey = keyof typeof CONTACT_MESSAGES;
const KEY_BY_ENGLISH = new Map(
  (Object.entries(CONTACT_MESSAGES) as Array<[ContactMessageKey, string]>).map(([key, text]) => [
    text,
    key,
  ]),
);

/** The shared schema speaks English; each of its messages has a key under `validation.`. */
function fromSchemaMessage(text: string): ShownMessage {
  const key = KEY_BY_ENGLISH.get(text);
  return key ? { key: `validation.${key}` } : { text };
}

/** The API's rate-limit message (api/src/contact/contact.routes.ts), which we translate. */
const RATE_LIMITED = 'You have sent several messages in a short time.';

export type ContactValidation =
  | { ok: true; data: ContactSubmit }
  | { ok: false; errors: Partial<Record<ContactField, ShownMessage>> };

/** Validates with the same schema as the API; the first problem of each field is shown beside it. */
export function validateContact(values: ContactSubmit): ContactValidation {
  const result = contactSubmitSchema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: Partial<Record<ContactField, ShownMessage>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    errors[field] ??= fromSchemaMessage(issue.message);
  }
  return { ok: false, errors };
}

/**
 * Spec 000 §8 Contact: the server's message when it answered with success false, otherwise "Failed to
 * send message. Please try again."; a request that never reached the server gets the connection advice.
 */
export function describeSubmitFailure(error: unknown): {
  message: ShownMessage;
  fieldErrors: Partial<Record<ContactField, ShownMessage>>;
} {
  const fieldErrors: Partial<Record<ContactField, ShownMessage>> = {};
  if (!(error instanceof ApiError)) return { message: { key: 'errors.failed' }, fieldErrors };
  if (error.isNetworkError) return { message: { key: 'errors.network' }, fieldErrors };
  for (const field of CONTACT_FIELDS) {
    const text = error.errors?.[field];
    if (text) fieldErrors[field] = fromSchemaMessage(text);
  }
  // apiRequest falls back to "Request failed with status N" when the answer carried no envelope.
  const serverSpoke = error.message && !error.message.startsWith('Request failed with status');
  if (!serverSpoke) return { message: { key: 'errors.failed' }, fieldErrors };
  if (error.message.startsWith(RATE_LIMITED)) {
    return { message: { key: 'errors.rateLimited' }, fieldErrors };
  }
  return { message: fromSchemaMessage(error.message), fieldErrors };
}
