import { DAYS, type Day } from '@perkdesk/contracts';

// Days as the server reads them (contract §1 Time, §13): YYYY-MM-DD in the zone of the store in
// scope, else of the merchant's earliest store.

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

/** Today as YYYY-MM-DD in `timeZone`; the browser's own day while the zone is unknown or bad. */
export function localDay(now: Date, timeZone?: string): string {
  if (timeZone) {
    try {
      const parts = new Intl.DateTimeFormat('en-US', {
        timeZone,
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
      }).formatToParts(now);
      const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
      return isoDay(value('year'), value('month'), value('day'));
    } catch {
      // An unknown zone name: the browser's day below.
    }
  }
  return isoDay(now.getFullYear(), now.getMonth() + 1, now.getDate());
}

/** The same day one month earlier; a day the earlier month lacks becomes its last (Mar 31 → Feb 28). */
export function monthBack(day: string): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const earlierYear = month === 1 ? year - 1 : year;
  const earlierMonth = month === 1 ? 12 : month - 1;
  const lastDay = new Date(Date.UTC(earlierYear, earlierMonth, 0)).getUTCDate();
  return isoDay(earlierYear, earlierMonth, Math.min(date, lastDay));
}

/** The dashboards' default range (spec 2 §9): one month ending today. */
export function defaultRange(now: Date, timeZone?: string): { from: string; to: string } {
  const to = localDay(now, timeZone);
  return { from: monthBack(to), to };
}

/** The contract's weekday (MONDAY…SUNDAY) of a YYYY-MM-DD day. */
export function weekdayOf(day: string): Day {
  const sundayFirst = new Date(`${day}T00:00:00Z`).getUTCDay();
  return DAYS[(sundayFirst + 6) % 7] ?? 'MONDAY';
}

/** A YYYY-MM-DD day as a UTC instant, for formatting the day itself whatever the browser's zone. */
export const dayInstant = (day: string) => new Date(`${day}T00:00:00Z`);
