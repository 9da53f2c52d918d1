import { useEffect, useState } from 'react';

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Today's date, refreshed every 24 h while the page stays open (spec 000 §2 Privacy: the last-updated
 * date is the current date, refreshed every 24 h).
 */
export function useToday(refreshMs: number = DAY_MS): Date {
  const [today, setToday] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setToday(new Date()), refreshMs);
    return () => window.clearInterval(timer);
  }, [refreshMs]);
  return today;
}

/** Gregorian month names as Tigrinya speakers write them, for browsers whose Intl lacks `ti` data. */
const TI_MONTHS = [
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
];

/** A long date in the interface language: "November 21, 2026" / "21 ሕዳር 2026". */
export function formatLongDate(date: Date, language: string): string {
  if (language === 'ti') {
    // Day first, as in Eritrean and Ethiopian usage; our own month names so every browser agrees.
    return `${date.getDate()} ${TI_MONTHS[date.getMonth()]} ${date.getFullYear()}`;
  }
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(date);
}
