/** Login throttling (contract §2): failures counted over a sliding window, per username and per address. */
export const LOGIN_THROTTLE = {
  windowMs: 15 * 60 * 1000,
  maxFailuresPerUsername: 10,
  maxFailuresPerAddress: 100,
} as const;

/**
 * Whether `failures` (the failure instants of one key, any order) lock the key at `now`, and
 * for how many whole seconds. The lock lifts when enough failures leave the window to bring
 * the count below `limit`, so Retry-After is exact rather than a full window.
 */
export function loginLockout(
  failures: readonly Date[],
  now: Date,
  limit: number,
  windowMs: number = LOGIN_THROTTLE.windowMs,
): { locked: false } | { locked: true; retryAfterSeconds: number } {
  const windowStart = now.getTime() - windowMs;
  const recent = failures
    .map((failedAt) => failedAt.getTime())
    .filter((time) => time > windowStart)
    .sort((a, b) => b - a);
  if (recent.length < limit) return { locked: false };
  // The limit-th newest failure is the one whose expiry brings the count below the limit.
  const unlockAt = (recent[limit - 1] as number) + windowMs;
  return { locked: true, retryAfterSeconds: Math.max(1, Math.ceil((unlockAt - now.getTime()) / 1000)) };
}
