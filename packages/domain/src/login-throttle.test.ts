import { describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE, loginLockout } from './login-throttle';

const now = new Date('2026-03-01T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
const times = (count: number, minutes: number) => Array.from({ length: count }, () => minutesAgo(minutes));

describe('loginLockout', () => {
  it('stays open below the limit', () => {
    expect(loginLockout(times(9, 1), now, 10)).toEqual({ locked: false });
  });

  it('locks at the limit until the limit-th newest failure leaves the window', () => {
    const failures = [...times(5, 1), ...times(5, 10)];
    expect(loginLockout(failures, now, 10)).toEqual({ locked: true, retryAfterSeconds: 5 * 60 });
  });

  it('ignores failures older than the window', () => {
    expect(loginLockout([...times(9, 1), ...times(5, 16)], now, 10)).toEqual({ locked: false });
  });

  it('uses the window of the contract: 15 minutes', () => {
    expect(LOGIN_THROTTLE.windowMs).toBe(15 * 60_000);
    expect(loginLockout(times(10, 14.99), now, 10)).toEqual({ locked: true, retryAfterSeconds: 1 });
    expect(loginLockout(times(10, 15), now, 10)).toEqual({ locked: false });
  });

  it('never answers a Retry-After below one second', () => {
    expect(loginLockout(times(10, 0), now, 10)).toEqual({ locked: true, retryAfterSeconds: 15 * 60 });
  });
});
