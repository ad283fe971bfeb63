import { Algorithm, hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id baseline: 19 MiB, two passes, one lane. */
const ARGON2ID = { algorithm: Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (unknown user, or an account without a password) it still
 * verifies against a throw-away hash, so the answer takes as long as a real check and does not reveal which it was.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('timing-equaliser-not-a-real-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
