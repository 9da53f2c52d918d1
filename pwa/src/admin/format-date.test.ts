import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date.ts';

describe('formatDate', () => {
  // Noon UTC stays on the same calendar day in every time zone the tests may run in but the extremes.
  const date = '2026-11-21T12:00:00.000Z';

  it('writes Tigrinya month names', () => {
    expect(formatDate(date, 'ti')).toBe('21 ሕዳር 2026');
    expect(formatDate('2026-01-05T12:00:00.000Z', 'ti')).toBe('5 ጥሪ 2026');
  });

  it('writes English dates the American way', () => {
    expect(formatDate(date, 'en')).toBe('Nov 21, 2026');
  });

  it('has nothing to show for a missing or broken date', () => {
    expect(formatDate(null, 'en')).toBeNull();
    expect(formatDate('not a date', 'ti')).toBeNull();
  });
});
