import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-client.ts';
import en from '../../locales/en/admin-courses.json';
import { deleteErrorMessage, serverSentence } from './course-messages.ts';

const text = (error: unknown) => {
  const message = deleteErrorMessage(error);
  if (message.raw !== undefined) return message.raw;
  return message.key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en);
};

describe('course delete failures (spec 001 §8)', () => {
  it('names each status in the spec words', () => {
    expect(text(new ApiError('Admin authentication required', 401))).toBe(
      'Admin authentication required',
    );
    expect(text(new ApiError('Invalid token', 401))).toBe(
      'Authentication required. Please log in again.',
    );
    expect(text(new ApiError('Forbidden', 403))).toBe('Access denied. Admin privileges required.');
    expect(text(new ApiError('Course not found.', 404))).toBe('Course not found.');
    expect(
      text(new ApiError('Network error. Please check your connection and try again.', 0)),
    ).toBe('Network error. Please check your connection.');
  });

  it('shows another server message as written, else the default', () => {
    expect(text(new ApiError('Database is busy', 503))).toBe('Database is busy');
    expect(text(new ApiError('Request failed with status 500', 500))).toBe(
      'Failed to delete course',
    );
    expect(text(new Error('boom'))).toBe('Failed to delete course');
  });

  it('says success in the spec words', () => {
    expect(en.delete.success).toBe('Course deleted successfully');
  });
});

describe('server sentences', () => {
  it('translate the shared rule sentences and keep others as written', () => {
    expect(serverSentence('Course title is required')).toEqual({
      key: 'form.errors.titleRequired',
    });
    expect(serverSentence('Something else')).toEqual({ raw: 'Something else' });
  });
});
