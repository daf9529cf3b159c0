import { offsetSeconds } from '@perkdesk/domain';
import type { InstantRange } from './orders.repository';

/** Dates with no store in scope are read in this zone (contract §1 Time). */
export const DEFAULT_ZONE = 'America/Toronto';

/** The instant a calendar day (YYYY-MM-DD) starts in a zone, across offset changes. */
export function startOfDay(date: string, zoneName: string): Date {
  const utcMidnight = Date.parse(`${date}T00:00:00Z`);
  let instant = utcMidnight - offsetSeconds(zoneName, new Date(utcMidnight)) * 1000;
  // A second pass settles a day whose offset differs from the guess's (a DST change that night).
  instant = utcMidnight - offsetSeconds(zoneName, new Date(instant)) * 1000;
  return new Date(instant);
}

const nextDate = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * `start..end` in a zone, including all of `end` (contract §1 Time). A missing end is open; a
 * missing start too; both missing is no range.
 */
export function dateRange(
  query: { startDate?: string | null; endDate?: string | null },
  zoneName: string,
): InstantRange | null {
  if (!query.startDate && !query.endDate) return null;
  return {
    from: query.startDate ? startOfDay(query.startDate, zoneName) : null,
    to: query.endDate ? startOfDay(nextDate(query.endDate), zoneName) : null,
  };
}
