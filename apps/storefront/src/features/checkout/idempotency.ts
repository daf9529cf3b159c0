/**
 * Idempotency keys for one checkout attempt: each step keeps its key while its body stays the
 * same, so a double tap or a retry after a lost answer replays the first result instead of making a
 * second order; a changed body (another serve type, address…) is a new attempt with a new key.
 */
export function createAttemptKeys(newKey: () => string = () => crypto.randomUUID()) {
  const keys = new Map<string, { body: string; key: string }>();
  return (step: string, body: unknown): string => {
    const json = JSON.stringify(body ?? null);
    const known = keys.get(step);
    if (known && known.body === json) return known.key;
    const key = newKey();
    keys.set(step, { body: json, key });
    return key;
  };
}

/** Great-circle distance in km between two [lng, lat] points (the server measures the same way). */
export function distanceKm(from: [number, number], to: [number, number]): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const [lng1, lat1] = from;
  const [lng2, lat2] = to;
  const a =
    Math.sin(rad(lat2 - lat1) / 2) ** 2 +
    Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lng2 - lng1) / 2) ** 2;
  return Math.round(6371 * 2 * Math.asin(Math.sqrt(a)) * 100) / 100;
}
