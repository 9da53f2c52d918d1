import { describe, expect, it } from 'vitest';
import type { ContactSubmit } from '@academy/shared';
import { ApiError } from '../api/api-client.ts';
import { describeSubmitFailure, validateContact } from './contact-form-state.ts';

/** A filled-in contact form; each test changes only the fields it is about. */
const contact = (fields: Partial<ContactSubmit> = {}): ContactSubmit => ({
  name: 'Selam',
  email: 'selam@example.com',
  subject: 'Hi',
  message: 'Hello',
  ...fields,
});

describe('validateContact', () => {
  it('names every empty field with its own message key', () => {
    const result = validateContact({ name: ' ', email: '', subject: '', message: '' });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: { key: 'validation.nameRequired' },
        email: { key: 'validation.emailRequired' },
        subject: { key: 'validation.subjectRequired' },
        message: { key: 'validation.messageRequired' },
      },
    });
  });

  it('tells a malformed address apart from a missing one', () => {
    const result = validateContact(contact({ email: 'selam-at-example' }));
    expect(result).toEqual({ ok: false, errors: { email: { key: 'validation.emailInvalid' } } });
  });

  it('sends trimmed values once the form is valid', () => {
    const result = validateContact(contact({ name: '  Selam ', email: ' selam@example.com ' }));
    expect(result).toEqual({
      ok: true,
      data: { name: 'Selam', email: 'selam@example.com', subject: 'Hi', message: 'Hello' },
    });
  });
});

describe('describeSubmitFailure', () => {
  it('gives connection advice when the request never reached the server', () => {
    expect(describeSubmitFailure(new ApiError('Network error', 0)).message).toEqual({
      key: 'errors.network',
    });
  });

  it('shows what the server said when it answered with success false', () => {
    expect(describeSubmitFailure(new ApiError('Mail is down for a moment.', 503)).message).toEqual({
      text: 'Mail is down for a moment.',
    });
  });

  it('falls back to the generic failure when the answer carried no message', () => {
    expect(describeSubmitFailure(new ApiError('Request failed with status 502', 502))).toEqual({
      message: { key: 'errors.failed' },
      fieldErrors: {},
    });
    expect(describeSubmitFailure(new Error('boom')).message).toEqual({ key: 'errors.failed' });
  });

  it('translates the rate limit and puts server field errors beside their fields', () => {
    const limited = new ApiError(
      'You have sent several messages in a short time. Please try again in 42 minutes.',
      429,
    );
    expect(describeSubmitFailure(limited).message).toEqual({ key: 'errors.rateLimited' });

    const invalid = new ApiError('Please enter a valid email address', 400, {
      email: 'Please enter a valid email address',
    });
    expect(describeSubmitFailure(invalid)).toEqual({
      message: { key: 'validation.emailInvalid' },
      fieldErrors: { email: { key: 'validation.emailInvalid' } },
    });
  });
});
