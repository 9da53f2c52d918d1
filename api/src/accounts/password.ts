import argon2 from 'argon2';

/**
 * argon2id with OWASP's recommended parameters (19 MiB, 2 passes, 1 lane): strong against GPU cracking
 * while two cores can still answer a burst of logins (about 30 ms each here).
 */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

let dummyHash: Promise<string> | null = null;

/**
 * Checks a password. Without a stored hash (unknown e-mail, Google-only account) it still spends the
 * time of a real check, so response times do not tell which addresses have accounts.
 */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) {
    dummyHash ??= hashPassword('not-a-real-password');
    await argon2.verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
