import type { OfflineLicence } from '@academy/shared';
import type { KeptLicence, Renewal } from './download-db.ts';

/**
 * When a downloaded lesson may play (issue 11). The licence's 30 days are counted on the device's clock
 * from when it arrived, so a phone whose clock is off by days gets its full month; a clock set back
 * more than a day behind the latest time seen does not stretch it. Pure, so tested without a browser.
 */
export type LicenceVerdict = 'valid' | 'expired' | 'refused' | 'clockBack';

/** A clock may drift or change time zone; a day back is the tolerance before it counts as set back. */
export const CLOCK_BACK_TOLERANCE_MS = 24 * 60 * 60_000;
/** Online, a licence is renewed when its last renewal is this old (at start and on reconnecting). */
export const RENEW_AFTER_MS = 60 * 60_000;

export function keptLicence(
  id: string,
  licence: OfflineLicence,
  key: CryptoKey,
  now: number,
): KeptLicence {
  const lifetime = Date.parse(licence.expiresAt) - Date.parse(licence.issuedAt);
  return {
    id,
    licence,
    key,
    receivedAt: now,
    validUntil: now + lifetime,
    // A renewal online is the server's word that the licence holds now, even after a clock change.
    lastSeenAt: now,
    renewal: 'ok',
  };
}

export function licenceVerdict(
  kept: Pick<KeptLicence, 'validUntil' | 'lastSeenAt' | 'renewal'>,
  now: number,
): LicenceVerdict {
  if (now < kept.lastSeenAt - CLOCK_BACK_TOLERANCE_MS) return 'clockBack';
  if (now >= kept.validUntil) return kept.renewal === 'refused' ? 'refused' : 'expired';
  return 'valid';
}

export function wantsRenewal(
  kept: Pick<KeptLicence, 'receivedAt' | 'renewal'>,
  now: number,
): boolean {
  return kept.renewal !== 'refused' && Math.abs(now - kept.receivedAt) >= RENEW_AFTER_MS;
}

/** What a failed renewal means: 401 signed out, 403/404 the right is gone; anything else, try later. */
export function renewalAfterStatus(status: number): Renewal | null {
  if (status === 401) return 'signedOut';
  if (status === 403 || status === 404) return 'refused';
  return null;
}

/** Whole days left (rounded up), for the Downloads list. */
export function daysLeft(kept: Pick<KeptLicence, 'validUntil'>, now: number): number {
  return Math.max(0, Math.ceil((kept.validUntil - now) / (24 * 60 * 60_000)));
}
