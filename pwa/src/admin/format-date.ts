/**
 * Dates in the admin lists. Browsers carry little or no Tigrinya calendar data (Chromium prints
 * "2026 M11 21"), so Tigrinya gets the Gregorian month names used in Eritrea, written out here.
 */
const TIGRINYA_MONTHS = [
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

const englishFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
});

/** "Nov 21, 2026" or "21 ሕዳር 2026", in the viewer's time zone; null for a missing or broken date. */
export function formatDate(value: string | null | undefined, language: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  if (language.startsWith('ti')) {
    return `${date.getDate()} ${TIGRINYA_MONTHS[date.getMonth()]} ${date.getFullYear()}`;
  }
  return englishFormat.format(date);
}
