/** The facts of a single-use e-mail token (activation or password reset) that decide its state. */
export interface EmailTokenFacts {
  expiresAt: Date;
  usedAt: Date | null;
  /** Set when a newer token of the same kind replaced this one. */
  voidedAt: Date | null;
}

export type EmailTokenState = 'VALID' | 'USED' | 'VOIDED' | 'EXPIRED';

/**
 * The state of an e-mail token at `now`. A used token stays USED even after its expiry, so
 * opening an activation mail twice is recognised rather than reported as expired.
 */
export function emailTokenState(token: EmailTokenFacts, now: Date): EmailTokenState {
  if (token.usedAt) return 'USED';
  if (token.voidedAt) return 'VOIDED';
  if (token.expiresAt.getTime() <= now.getTime()) return 'EXPIRED';
  return 'VALID';
}

export const ACTIVATION_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
