import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits, base64url: 43 characters a person can copy, far beyond guessing at any rate. */
export function newManagementCode(): { code: string; hash: string } {
  const code = randomBytes(32).toString('base64url');
  return { code, hash: hashOf(code) };
}

/** SHA-256 suffices: the code is random, not a password a person chose, so there is nothing to look up or try. */
export function hashOf(code: string): string {
  return createHash('sha256').update(code.trim()).digest('hex');
}

export function codeMatches(code: string, storedHash: string | null): boolean {
  if (storedHash === null) return false;
  return timingSafeEqual(Buffer.from(hashOf(code), 'hex'), Buffer.from(storedHash, 'hex'));
}

/** Attempts with a management code, right or wrong, one address may make; counted before the code is read. */
export const CODE_ATTEMPTS = { limit: 10, windowSeconds: 15 * 60 } as const;
