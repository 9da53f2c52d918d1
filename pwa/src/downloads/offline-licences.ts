import type { OfflineLicenceData } from '@academy/shared';
import { ApiError, apiRequest } from '../api/api-client.ts';
import { downloadsDb, type KeptLicence } from './download-db.ts';
import { announce } from './downloads-index.ts';
import { keptLicence, licenceVerdict, renewalAfterStatus, wantsRenewal } from './licence-rules.ts';

/**
 * The licences of downloaded lessons (issue 11): taken with the download, renewed silently whenever the
 * app is online, checked before a downloaded lesson plays.
 */

const askLicence = (videoId: string, version: number, token: string) =>
  apiRequest<OfflineLicenceData>(`/api/videos/${encodeURIComponent(videoId)}/offline-licence`, {
    method: 'POST',
    token,
    body: { version },
    timeoutMs: 20_000,
  });

/**
 * The lesson's AES-128 key, fetched once with the viewer's token from the route the player uses, and
 * imported as a non-extractable key that can only decrypt: its bytes are dropped at once and no script
 * can read them back from IndexedDB.
 */
async function importLessonKey(videoId: string, version: number, token: string) {
  const res = await fetch(`/api/videos/${encodeURIComponent(videoId)}/key?v=${version}`, {
    headers: { Authorization: `Bearer ${token}` },
    cache: 'no-store',
  });
  if (!res.ok) throw new ApiError('key', res.status);
  const raw = new Uint8Array(await res.arrayBuffer());
  try {
    return await crypto.subtle.importKey('raw', raw, { name: 'AES-CBC' }, false, ['decrypt']);
  } finally {
    raw.fill(0);
  }
}

/** Takes the licence and key for a new download. */
export async function takeLicence(
  id: string,
  videoId: string,
  version: number,
  token: string,
): Promise<void> {
  const { data } = await askLicence(videoId, version, token);
  const key = await importLessonKey(videoId, version, token);
  await downloadsDb.licences.put(keptLicence(id, data.licence, key, Date.now()));
}

/** Renews one licence now; answers whether it was renewed. */
export async function renewLicence(kept: KeptLicence, token: string): Promise<boolean> {
  try {
    const { data } = await askLicence(kept.licence.videoId, kept.licence.version, token);
    await downloadsDb.licences.put(keptLicence(kept.id, data.licence, kept.key, Date.now()));
    announce(kept.id);
    return true;
  } catch (err) {
    const renewal = err instanceof ApiError ? renewalAfterStatus(err.status) : null;
    if (renewal) {
      await downloadsDb.licences.update(kept.id, { renewal });
      announce(kept.id);
    }
    return false;
  }
}

/** Renews the learner's licences that are due (at start and on reconnecting), one after another. */
export async function renewDueLicences(userId: string, token: string): Promise<void> {
  const now = Date.now();
  const mine = await downloadsDb.licences
    .filter((kept) => kept.id.startsWith(`${userId}:`))
    .toArray();
  for (const kept of mine) {
    if (!navigator.onLine) return;
    if (wantsRenewal(kept, now) || licenceVerdict(kept, now) !== 'valid')
      await renewLicence(kept, token);
  }
}

/**
 * Whether a downloaded lesson may play now. Records the time seen (so a clock set back is noticed);
 * an expired licence is renewed first when the app is online.
 */
export async function licenceForPlay(
  id: string,
  token: string | null,
): Promise<{ kept: KeptLicence | null; verdict: ReturnType<typeof licenceVerdict> | 'missing' }> {
  let kept = (await downloadsDb.licences.get(id)) ?? null;
  if (!kept) return { kept: null, verdict: 'missing' };
  const now = Date.now();
  if (licenceVerdict(kept, now) !== 'valid' && token && navigator.onLine) {
    if (await renewLicence(kept, token)) kept = (await downloadsDb.licences.get(id)) ?? kept;
  }
  const verdict = licenceVerdict(kept, now);
  if (now > kept.lastSeenAt) await downloadsDb.licences.update(id, { lastSeenAt: now });
  return { kept, verdict };
}
