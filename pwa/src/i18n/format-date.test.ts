import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date.ts';

describe('formatDate', () => {
  // Noon UTC stays on the same calendar day in every time zone the tests may run in but the extremes.
  const date = '2026-11-21T12:00:00.000Z';

  it('writes Tigrinya month names, day first', () => {
    expect(formatDate(date, 'ti')).toBe('21 ሕዳር 2026');
    expect(formatDate('2026-01-05T12:00:00.000Z', 'ti')).toBe('5 ጥሪ 2026');
    expect(formatDate(new Date(date), 'ti', 'long')).toBe('21 ሕዳር 2026');
  });

  it('writes English dates the American way', () => {
    expect(formatDate(date, 'en')).toBe('Nov 21, 2026');
    expect(formatDate(new Date(date), 'en', 'long')).toBe('November 21, 2026');
  });

  it('shows month and year, read in UTC, for member since', () => {
    const options = { timeZone: 'UTC' } as const;
    expect(formatDate('2026-03-14T10:00:00Z', 'en', 'month-year', options)).toBe('March 2026');
    expect(formatDate('2026-03-14T10:00:00Z', 'ti', 'month-year', options)).toBe('መጋቢት 2026');
    expect(formatDate('2026-11-21T05:00:00Z', 'ti', 'month-year', options)).toBe('ሕዳር 2026');
    // Midnight UTC on the first of the month belongs to that month whatever the viewer's zone.
    expect(formatDate('2026-12-01T00:00:00Z', 'ti', 'month-year', options)).toBe('ታሕሳስ 2026');
    expect(formatDate('2026-12-01T00:00:00Z', 'en', 'month-year', options)).toBe('December 2026');
  });

  it('has nothing to show for a missing or broken date', () => {
    expect(formatDate(null, 'en')).toBeNull();
    expect(formatDate(undefined, 'ti')).toBeNull();
    expect(formatDate('not a date', 'ti')).toBeNull();
    expect(formatDate('not a date', 'en', 'month-year', { timeZone: 'UTC' })).toBeNull();
  });
});
