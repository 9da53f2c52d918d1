import { z } from 'zod';

/**
 * The right to play a downloaded lesson with no connection (issue 11). The server grants it to whoever
 * may watch the lesson now; the app keeps it beside the lesson's segments (still encrypted as served)
 * and its key (a non-extractable WebCrypto key), renews it whenever it is online, and refuses to play
 * once it has run out until it can renew again. A refund or a deactivated account ends the renewals.
 */
export const OFFLINE_LICENCE_DAYS = 30;

export const OFFLINE_LICENCE_MESSAGES = {
  versionGone: 'This version of the lesson can no longer be downloaded. Download it again.',
} as const;

/**
 * `POST /api/videos/{videoId}/offline-licence`: the file version the download holds (the lesson's
 * playing version when left out).
 */
export const offlineLicenceRequestSchema = z
  .object({
    version: z
      .number({ error: 'version must be a version number' })
      .int('version must be a version number')
      .min(1, 'version must be a version number')
      .optional(),
  })
  .strict();
export type OfflineLicenceRequest = z.infer<typeof offlineLicenceRequestSchema>;

export interface OfflineLicence {
  videoId: string;
  courseId: string;
  version: number;
  /** ISO 8601. */
  issuedAt: string;
  /** ISO 8601: `issuedAt` + 30 days. Offline play stops after it until the app renews it online. */
  expiresAt: string;
  /** The learner's 8-hex viewer code, shown moving over every frame offline as online (spec 000 §9). */
  viewerCode: string;
  /** 12 hexadecimal characters naming this licence, shown in the watermark like a session's code. */
  licenceCode: string;
}

/** `POST /api/videos/{videoId}/offline-licence` `data`. */
export interface OfflineLicenceData {
  licence: OfflineLicence;
}
