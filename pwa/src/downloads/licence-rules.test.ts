import { describe, expect, it } from 'vitest';
import type { OfflineLicence } from '@academy/shared';
import {
  daysLeft,
  keptLicence,
  licenceVerdict,
  renewalAfterStatus,
  wantsRenewal,
} from './licence-rules.ts';

const DAY = 24 * 60 * 60_000;
const licence: OfflineLicence = {
  videoId: 'v',
  courseId: 'c',
  version: 1,
  issuedAt: '2026-11-01T00:00:00.000Z',
  expiresAt: '2026-12-01T00:00:00.000Z',
  viewerCode: '0123abcd',
  licenceCode: '0123456789ab',
};
const key = {} as CryptoKey;

describe('offline licences on the device', () => {
  it('counts the 30 days on the device clock from arrival, whatever the device’s date', () => {
    const arrived = Date.parse('2027-03-10T00:00:00Z'); // a phone three months ahead
    const kept = keptLicence('u:v', licence, key, arrived);
    expect(kept.validUntil - arrived).toBe(30 * DAY);
    expect(licenceVerdict(kept, arrived + 29 * DAY)).toBe('valid');
    expect(daysLeft(kept, arrived + 29 * DAY)).toBe(1);
    expect(licenceVerdict(kept, arrived + 30 * DAY)).toBe('expired');
    expect(daysLeft(kept, arrived + 31 * DAY)).toBe(0);
  });

  it('does not stretch when the clock is set back more than a day', () => {
    const now = Date.parse('2026-11-20T00:00:00Z');
    const kept = { ...keptLicence('u:v', licence, key, now), lastSeenAt: now + 20 * DAY };
    expect(licenceVerdict(kept, now + 19.5 * DAY)).toBe('valid');
    expect(licenceVerdict(kept, now + 5 * DAY)).toBe('clockBack');
  });

  it('an expired licence whose renewal was refused stays refused', () => {
    const kept = { ...keptLicence('u:v', licence, key, 0), renewal: 'refused' as const };
    expect(licenceVerdict(kept, 29 * DAY)).toBe('valid');
    expect(licenceVerdict(kept, 31 * DAY)).toBe('refused');
    expect(wantsRenewal(kept, 10 * DAY)).toBe(false);
  });

  it('renews online once an hour, and reads the server’s refusals', () => {
    const kept = keptLicence('u:v', licence, key, 0);
    expect(wantsRenewal(kept, 30 * 60_000)).toBe(false);
    expect(wantsRenewal(kept, 61 * 60_000)).toBe(true);
    expect(renewalAfterStatus(401)).toBe('signedOut');
    expect(renewalAfterStatus(403)).toBe('refused');
    expect(renewalAfterStatus(404)).toBe('refused');
    expect(renewalAfterStatus(503)).toBeNull();
    expect(renewalAfterStatus(0)).toBeNull();
  });
});
