import type { Language } from '@academy/shared';

/** The line under a new course's title in its push notification, in the subscriber's language. */
export const NEW_COURSE_LINE: Record<Language, string> = {
  ti: 'ሓድሽ ኮርስ ተኸፊቱ ኣሎ። ንምርኣዩ ጠውቑ።',
  en: 'A new course is open. Tap to see it.',
};
