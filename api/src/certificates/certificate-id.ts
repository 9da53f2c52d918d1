import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** `count` characters of ALPHABET from the system's CSPRNG, without modulo bias (rejection sampling). */
function randomChars(count: number): string {
  let out = '';
  while (out.length < count) {
    for (const byte of randomBytes(count * 2)) {
      // 252 = 7 x 36: bytes above it would favour the first characters.
      if (byte < 252 && out.length < count) out += ALPHABET[byte % 36];
    }
  }
  return out;
}

/**
 * A new certificate id, `CERT-XXXXXX-XXXXXX`: 12 random characters (about 62 bits), so ids are neither
 * sequential nor derivable from one another, and guessing a valid one is hopeless.
 */
export function newCertificateId(): string {
  const chars = randomChars(12);
  return `CERT-${chars.slice(0, 6)}-${chars.slice(6)}`;
}
