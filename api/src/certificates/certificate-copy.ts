import type { Language } from '@academy/shared';

/**
 * The certificate's words in both languages. The PDF leads with the learner's language and sets the
 * other beneath it. The Tigrinya avoids verbs that agree with the learner's gender (the academy does not
 * ask), using passive forms that agree with the certificate or the course instead.
 */
export const CERTIFICATE_COPY = {
  en: {
    heading: 'Certificate of Completion',
    presentedTo: 'This certificate is presented to',
    forCompleting: 'for completing in full the course',
    instructor: 'Instructor',
    completed: 'Completed',
    issued: 'Issued',
    lessons: (done: number, total: number, percent: number) =>
      `${done} of ${total} lessons completed · ${percent}%`,
    verifyAt: 'Check this certificate against the academy’s records at',
    scan: 'Scan to verify',
  },
  ti: {
    heading: 'ናይ ምዝዛም ምስክር ወረቐት',
    presentedTo: 'እዚ ምስክር ወረቐት ንዝስዕብ ይወሃብ',
    forCompleting: 'ነዚ ዝስዕብ ኮርስ ብምሉኡ ብምዝዛም',
    instructor: 'መምህር',
    completed: 'ዝተዛዘመሉ ዕለት',
    issued: 'ዝተዋህበሉ ዕለት',
    lessons: (done: number, total: number, percent: number) =>
      `${done} ካብ ${total} ትምህርትታት ተዛዚሞም · ${percent}%`,
    verifyAt: 'ነዚ ምስክር ወረቐት ምስ መዝገባት ኣካዳሚ ኣረጋግጹ ኣብ',
    scan: 'ንምርግጋጽ ስካን ግበሩ',
  },
} as const;

/** Gregorian month names as Eritrea writes them (the PWA's i18n/format-date.ts uses the same). */
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

/** "November 23, 2026" / "23 ሕዳር 2026", read in UTC so every server prints the same day. */
export function formatCertificateDate(date: Date, language: Language): string {
  if (language === 'ti') {
    return `${date.getUTCDate()} ${TIGRINYA_MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
  }
  return date.toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });
}

export const otherLanguage = (language: Language): Language => (language === 'ti' ? 'en' : 'ti');
