import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Video keys at rest. Each video version gets its own random 16-byte AES-128 key (what HLS players
 * decrypt segments with). It is stored in the database sealed with AES-256-GCM under a key derived
 * from MEDIA_MASTER_KEY, bound to its video and version (GCM additional data), so a sealed key copied
 * onto another row does not open. Storage never holds a key: segments and keys live apart.
 */

const IV_BYTES = 12;
const TAG_BYTES = 16;
export const VIDEO_KEY_BYTES = 16;

const derived = new WeakMap<Buffer, Map<string, Buffer>>();

/**
 * A purpose-specific key from the master key, so one secret never serves two algorithms. Derived once
 * per master key and purpose: HKDF on every key request was a tenth of the key route's CPU.
 */
export function deriveMediaSecret(masterKey: Buffer, purpose: string): Buffer {
  let byPurpose = derived.get(masterKey);
  if (!byPurpose) derived.set(masterKey, (byPurpose = new Map()));
  let secret = byPurpose.get(purpose);
  if (!secret) {
    secret = Buffer.from(
      hkdfSync('sha256', masterKey, Buffer.alloc(0), `academy media ${purpose}`, 32),
    );
    byPurpose.set(purpose, secret);
  }
  return secret;
}

const additionalData = (videoId: string, version: number) =>
  Buffer.from(`video-key:${videoId}:${version}`, 'utf8');

export function newVideoKey(): Buffer {
  return randomBytes(VIDEO_KEY_BYTES);
}

/** iv (12) | tag (16) | ciphertext (16). */
export function sealVideoKey(
  masterKey: Buffer,
  videoId: string,
  version: number,
  key: Buffer,
): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', deriveMediaSecret(masterKey, 'key sealing'), iv);
  cipher.setAAD(additionalData(videoId, version));
  const ciphertext = Buffer.concat([cipher.update(key), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]);
}

/** Throws when the sealed key was altered, moved to another video or sealed under another master key. */
export function openVideoKey(
  masterKey: Buffer,
  videoId: string,
  version: number,
  sealed: Buffer,
): Buffer {
  const iv = sealed.subarray(0, IV_BYTES);
  const tag = sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES);
  const ciphertext = sealed.subarray(IV_BYTES + TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', deriveMediaSecret(masterKey, 'key sealing'), iv);
  decipher.setAAD(additionalData(videoId, version));
  decipher.setAuthTag(tag);
  const key = Buffer.concat([decipher.update(ciphertext), decipher.final()]);
  if (key.length !== VIDEO_KEY_BYTES) throw new Error('sealed video key has the wrong length');
  return key;
}
