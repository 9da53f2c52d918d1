import { z } from 'zod';

/**
 * The academy's public facts that the specification leaves "not shown": names, addresses, numbers, hours,
 * social handles. The API reads overrides from the environment and hands the result to the PWA, so one
 * deployment changes them without a rebuild. The defaults are believable values for a small academy.
 */
export const siteConfigSchema = z.object({
  appName: z.string().min(1),
  supportEmail: z.string().email(),
  infoEmail: z.string().email(),
  privacyEmail: z.string().email(),
  dpoEmail: z.string().email(),
  supportPhone: z.string().min(1),
  businessPhone: z.string().min(1),
  /** Street line first, then the rest of the address: the contact page shows them on two lines. */
  addressLine1: z.string().min(1),
  addressLine2: z.string().min(1),
  whatsappNumber: z.string().min(1),
  telegramHandle: z.string().min(1),
  youtubeHandle: z.string().min(1),
  facebookHandle: z.string().min(1),
  instagramHandle: z.string().min(1),
  hoursWeekdays: z.string().min(1),
  hoursSaturday: z.string().min(1),
  hoursSunday: z.string().min(1),
  /** Script loaded only after the visitor accepts cookies; empty means no analytics. */
  analyticsScriptUrl: z.string(),
  /**
   * The home and about figures until someone rated a course (issue 25 §3): the spec's claims. Once
   * there are ratings the pages show the real average and learner count instead.
   */
  claimedLearners: z.string().min(1),
  claimedRating: z.string().min(1),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;

// The defaults live in their own module so the PWA can read them without loading zod on first paint.
export { DEFAULT_SITE_CONFIG } from './site-config-defaults.ts';

/** Environment variable for each site fact, documented in .env.example. */
export const SITE_CONFIG_ENV: Record<keyof SiteConfig, string> = {
  appName: 'APP_NAME',
  supportEmail: 'SUPPORT_EMAIL',
  infoEmail: 'INFO_EMAIL',
  privacyEmail: 'PRIVACY_EMAIL',
  dpoEmail: 'DPO_EMAIL',
  supportPhone: 'SUPPORT_PHONE',
  businessPhone: 'BUSINESS_PHONE',
  addressLine1: 'ADDRESS_LINE1',
  addressLine2: 'ADDRESS_LINE2',
  whatsappNumber: 'WHATSAPP_NUMBER',
  telegramHandle: 'TELEGRAM_HANDLE',
  youtubeHandle: 'YOUTUBE_HANDLE',
  facebookHandle: 'FACEBOOK_HANDLE',
  instagramHandle: 'INSTAGRAM_HANDLE',
  hoursWeekdays: 'HOURS_WEEKDAYS',
  hoursSaturday: 'HOURS_SATURDAY',
  hoursSunday: 'HOURS_SUNDAY',
  analyticsScriptUrl: 'ANALYTICS_SCRIPT_URL',
  claimedLearners: 'CLAIMED_LEARNERS',
  claimedRating: 'CLAIMED_RATING',
};
