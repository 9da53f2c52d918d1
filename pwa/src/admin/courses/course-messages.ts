import { ApiError } from '../../api/api-client.ts';

/**
 * What an admin is told when a course action fails (spec 001 §8), as keys of the `admin-courses`
 * namespace. A server message we cannot name is shown as the server wrote it (`raw`).
 */
export type ActionMessage = { key: string; raw?: undefined } | { key?: undefined; raw: string };

/** Course delete: 401, 403, 404, network, otherwise the server's message, else the default. */
export function deleteErrorMessage(error: unknown): ActionMessage {
  if (!(error instanceof ApiError)) return { key: 'delete.errors.default' };
  if (error.message === 'Admin authentication required') return { key: 'delete.errors.noToken' };
  if (error.isNetworkError) return { key: 'delete.errors.network' };
  if (error.status === 401) return { key: 'delete.errors.unauthorized' };
  if (error.status === 403) return { key: 'delete.errors.forbidden' };
  if (error.status === 404) return { key: 'delete.errors.notFound' };
  if (error.message && !error.message.startsWith('Request failed with status')) {
    return { raw: error.message };
  }
  return { key: 'delete.errors.default' };
}

/**
 * The API answers a delete of a bought course by archiving it (its learners keep access) with its own
 * message; that is a success the admin must read differently from "deleted".
 */
export function deleteSuccessMessage(outcome: 'deleted' | 'archived'): string {
  return outcome === 'deleted' ? 'delete.success' : 'delete.archived';
}

/**
 * Shared course rule sentences the API writes (shared COURSE_MESSAGES), each with its translation key
 * under `form.errors.`; a server message not listed here is shown as written.
 */
export const SERVER_SENTENCES: Record<string, string> = {
  'Course title is required': 'titleRequired',
  'Course description is required': 'descriptionRequired',
  'Price must be a positive number': 'priceInvalid',
  'Price must be at most $100,000': 'priceTooHigh',
  'Course category is required': 'categoryRequired',
  'Course level is required': 'levelRequired',
  'Course level must be beginner, intermediate or advanced': 'levelInvalid',
  'Course status must be active, inactive or archived': 'statusInvalid',
  'WhatsApp group link is required when the group is enabled': 'whatsappLinkRequired',
  'WhatsApp group link must be a valid URL': 'whatsappLinkInvalid',
  'Each tag must be at most 40 characters': 'tagTooLong',
  'This field is too long': 'tooLong',
  'Please select an image file': 'imageInvalid',
  'Image file size must be less than 5MB': 'imageTooLarge',
  "This thumbnail is not in the course's thumbnail history": 'thumbnailNotInHistory',
};

export function serverSentence(message: string): ActionMessage {
  const key = SERVER_SENTENCES[message];
  return key ? { key: `form.errors.${key}` } : { raw: message };
}
