import { describe, expect, it } from 'vitest';
import { emailTokenState } from './email-token-state';

const now = new Date('2026-03-01T12:00:00Z');
const later = new Date('2026-03-02T12:00:00Z');
const earlier = new Date('2026-02-28T12:00:00Z');

describe('emailTokenState', () => {
  it.each([
    ['an unused token before its expiry', { expiresAt: later, usedAt: null, voidedAt: null }, 'VALID'],
    ['a token at its expiry instant', { expiresAt: now, usedAt: null, voidedAt: null }, 'EXPIRED'],
    ['an unused token after its expiry', { expiresAt: earlier, usedAt: null, voidedAt: null }, 'EXPIRED'],
    ['a used token, even expired', { expiresAt: earlier, usedAt: earlier, voidedAt: null }, 'USED'],
    ['a voided token', { expiresAt: later, usedAt: null, voidedAt: earlier }, 'VOIDED'],
    ['a voided and expired token', { expiresAt: earlier, usedAt: null, voidedAt: earlier }, 'VOIDED'],
  ] as const)('%s', (_label, token, state) => {
    expect(emailTokenState(token, now)).toBe(state);
  });
});
