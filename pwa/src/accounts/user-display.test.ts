import { describe, expect, it } from 'vitest';
import { displayName, initials, splitName, welcomeName } from './user-display.ts';

describe('dashboard welcome name (spec 000 §2 Dashboard)', () => {
  it('uses the name when there is one', () => {
    expect(welcomeName({ name: 'Selam Tesfay', email: 'selam@example.com' }, 'Learner')).toBe(
      'Selam Tesfay',
    );
  });

  it('joins first and last name when the full name is missing', () => {
    expect(welcomeName({ firstName: 'ሰላም', lastName: 'ተስፋይ', email: 'x@y.z' }, 'Learner')).toBe(
      'ሰላም ተስፋይ',
    );
  });

  it('falls back to the part of the e-mail before the @', () => {
    expect(welcomeName({ name: '  ', email: 'abebe.k@example.com' }, 'Learner')).toBe('abebe.k');
  });

  it('falls back to the word for learner when nothing else is known', () => {
    expect(welcomeName({ email: '' }, 'ተማሃራይ')).toBe('ተማሃራይ');
    expect(welcomeName(null, 'Learner')).toBe('Learner');
  });
});

describe('names on the profile and avatar', () => {
  it('splits an old single name into first and last', () => {
    expect(splitName({ name: 'Yonas Gebre Medhin', email: 'a@b.c' })).toEqual({
      firstName: 'Yonas',
      lastName: 'Gebre Medhin',
    });
    expect(
      splitName({ name: 'ignored', firstName: 'Mary', lastName: 'Ann', email: 'a@b.c' }),
    ).toEqual({ firstName: 'Mary', lastName: 'Ann' });
  });

  it("makes two initials, Ge'ez included", () => {
    expect(initials({ name: 'selam tesfay', email: 'a@b.c' })).toBe('ST');
    expect(initials({ name: 'ሰላም ተስፋይ', email: 'a@b.c' })).toBe('ሰተ');
    expect(initials({ email: 'abebe@example.com' })).toBe('AE');
    expect(displayName(undefined)).toBe('');
  });
});
