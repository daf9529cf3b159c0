import type { StoredAutoSchedule } from './social-port';

const DAY_MS = 86_400_000;

/**
 * The first slot of an auto-schedule after `now` that no scheduled post holds yet, or null when
 * the next year has none. Times and days are UTC, as the provider's auto-schedule reads them.
 */
export function nextSlot(schedule: StoredAutoSchedule, now: Date, taken: Set<number>): Date | null {
  const times = [...schedule.schedule].sort();
  const excluded = new Set(schedule.excludeDates);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  for (let day = 0; day <= 366; day++) {
    const midnight = new Date(today + day * DAY_MS);
    if (!schedule.daysOfWeek.includes(midnight.getUTCDay())) continue;
    if (excluded.has(midnight.toISOString().slice(0, 10))) continue;
    for (const time of times) {
      const [hours, minutes] = time.split(':').map(Number) as [number, number];
      const at = midnight.getTime() + (hours * 60 + minutes) * 60_000;
      if (at > now.getTime() && !taken.has(at)) return new Date(at);
    }
  }
  return null;
}
