import { createHash, randomBytes } from 'node:crypto';

/** A 256-bit random token for refresh and e-mail links, URL-safe. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Only this hash is stored, so a database leak gives no usable token. The tokens carry 256 bits
 * of entropy, so a fast unsalted hash is enough (no guessing attack to slow down).
 */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
