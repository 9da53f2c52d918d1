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

const englishOptions: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  short: { year: 'numeric', month: 'short', day: 'numeric' },
  long: { dateStyle: 'long' },
  'month-year': { month: 'long', year: 'numeric' },
};

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
  if (normaliseLanguage(language) === 'ti') {
    const utc = options.timeZone === 'UTC';
    const year = utc ? date.getUTCFullYear() : date.getFullYear();
    const month = TIGRINYA_MONTHS[utc ? date.getUTCMonth() : date.getMonth()];
    if (style === 'month-year') return `${month} ${year}`;
    return `${utc ? date.getUTCDate() : date.getDate()} ${month} ${year}`;
  }
  return englishFormat(style, options.timeZone).format(date);
}

/** Building an Intl formatter is slow next to using one, and admin lists format a date per row. */
const englishFormats = new Map<string, Intl.DateTimeFormat>();

function englishFormat(style: DateStyle, timeZone: 'UTC' | undefined): Intl.DateTimeFormat {
  const key = `${style} ${timeZone ?? 'local'}`;
  let format = englishFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { ...englishOptions[style], timeZone });
    englishFormats.set(key, format);
  }
  return format;
}
