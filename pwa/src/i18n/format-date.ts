import { normaliseLanguage } from '@academy/shared';

/**
 * Gregorian month names as Eritrea writes them. Browsers carry little or no Tigrinya calendar data
 * (Debian's Chromium prints "2026 M11 21"), so the names are ours rather than Intl's and every browser
 * agrees.
 */
export const TIGRINYA_MONTHS = [
  'ጥሪ',
  'ለካቲት',
  'መጋቢት',
  'ሚያዝያ',
  'ግንቦት',
  'ሰነ',
  'ሓምለ',
  'ነሓሰ',
  'መስከረም',
  'ጥቅምቲ',
  'ሕዳር',
  'ታሕሳስ',
] as const;

/**
 * - `short`: "Nov 21, 2026" / "21 ሕዳር 2026" (admin lists, course pages)
 * - `long`: "November 21, 2026" / "21 ሕዳር 2026" (legal pages' last-updated line)
 * - `month-year`: "November 2026" / "ሕዳር 2026" (member since)
 */
export type DateStyle = 'short' | 'long' | 'month-year';

export interface FormatDateOptions {
  /** Read the calendar day in UTC instead of the viewer's time zone. */
  timeZone?: 'UTC';
}

/**
 * English month names, written out as en-US prints them rather than asked of Intl: building a date
 * formatter cost a slow phone more than the whole course page's render around it (issue 26).
 */
const ENGLISH_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * A date in the interface language; Tigrinya puts the day first, as in Eritrean usage. Takes a Date or an
 * API timestamp; null for a missing or broken date.
 */
export function formatDate(
  value: Date | string | null | undefined,
  language: string,
  style: DateStyle = 'short',
  options: FormatDateOptions = {},
): string | null {
  if (!value) return null;
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return null;
  const utc = options.timeZone === 'UTC';
  const year = utc ? date.getUTCFullYear() : date.getFullYear();
  const monthIndex = utc ? date.getUTCMonth() : date.getMonth();
  const day = utc ? date.getUTCDate() : date.getDate();
  if (normaliseLanguage(language) === 'ti') {
    const month = TIGRINYA_MONTHS[monthIndex];
    return style === 'month-year' ? `${month} ${year}` : `${day} ${month} ${year}`;
  }
  const month = ENGLISH_MONTHS[monthIndex]!;
  if (style === 'month-year') return `${month} ${year}`;
  return `${style === 'short' ? month.slice(0, 3) : month} ${day}, ${year}`;
}
