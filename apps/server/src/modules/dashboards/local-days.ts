import type { ViewMode } from '@perkdesk/contracts';
import { offsetSeconds } from '@perkdesk/domain';

// Calendar arithmetic on local days written YYYY-MM-DD (the rollups' `day`).

const DAY_MS = 86_400_000;
const ms = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

export const addDays = (day: string, days: number) => dayOf(ms(day) + days * DAY_MS);
export const daysBetween = (from: string, to: string) => Math.round((ms(to) - ms(from)) / DAY_MS);
/** ISO weekday: 1 Monday … 7 Sunday. */
export const isoWeekday = (day: string) => ((new Date(ms(day)).getUTCDay() + 6) % 7) + 1;
export const mondayOf = (day: string) => addDays(day, 1 - isoWeekday(day));
export const firstOfMonth = (day: string) => `${day.slice(0, 8)}01`;
export const addMonths = (day: string, months: number) => {
  const date = new Date(ms(firstOfMonth(day)));
  return dayOf(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
};

/** The ISO week of a Monday: the week of its Thursday, in the Thursday's year. */
export function isoWeekOf(monday: string): { week: number; year: number } {
  const thursday = addDays(monday, 3);
  const year = Number(thursday.slice(0, 4));
  return { week: Math.floor(daysBetween(`${year}-01-01`, thursday) / 7) + 1, year };
}

/** The first day of the period of `day`: itself, its ISO week's Monday, or its month's 1st. */
export function periodStart(viewMode: ViewMode, day: string): string {
  if (viewMode === 'WEEKLY') return mondayOf(day);
  if (viewMode === 'MONTHLY') return firstOfMonth(day);
  return day;
}

/** The periods that meet start..end, ascending, each by its first day (partial ones included). */
export function periodsOf(viewMode: ViewMode, start: string, end: string): string[] {
  const periods: string[] = [];
  for (let period = periodStart(viewMode, start); period <= end; ) {
    periods.push(period);
    if (viewMode === 'DAILY') period = addDays(period, 1);
    else if (viewMode === 'WEEKLY') period = addDays(period, 7);
    else period = addMonths(period, 1);
  }
  return periods;
}

/** Today in a zone. */
export const todayIn = (zone: string, now: Date) => dayOf(now.getTime() + offsetSeconds(zone, now) * 1000);
