import type { SiteConfig } from './site-config.ts';

/**
 * Believable values for a small academy, used when the environment sets nothing. Kept apart from the
 * zod schema in site-config.ts: the PWA imports only this file, so its first load carries no zod.
 */
export const DEFAULT_SITE_CONFIG: SiteConfig = {
  appName: 'Selam Academy',
  supportEmail: 'support@selam-academy.com',
  infoEmail: 'info@selam-academy.com',
  privacyEmail: 'privacy@selam-academy.com',
  dpoEmail: 'dpo@selam-academy.com',
  supportPhone: '+1 202 555 0143',
  businessPhone: '+1 202 555 0178',
  addressLine1: '1200 Connecticut Ave NW, Suite 410',
  addressLine2: 'Washington, DC 20036, USA',
  whatsappNumber: '+12025550143',
  telegramHandle: 'selamacademy',
  youtubeHandle: 'selamacademy',
  facebookHandle: 'selamacademy',
  instagramHandle: 'selamacademy',
  hoursWeekdays: '9:00 AM – 6:00 PM EST',
  hoursSaturday: '10:00 AM – 4:00 PM EST',
  hoursSunday: 'Closed',
  analyticsScriptUrl: '/analytics.js',
  // The spec's claims (000 §2 Home and About), shown until there are real ratings.
  claimedLearners: '100+',
  claimedRating: '4.9',
};
