import { randomInt } from 'node:crypto';

/**
 * A new opaque id: 13 digits of milliseconds then 7 random digits, so ids are at least 20
 * decimal digits (contract §1) and roughly ordered by creation time.
 */
export function newId(now = Date.now()): string {
  return `${now}${randomInt(0, 10_000_000).toString().padStart(7, '0')}`;
}
