import type { SeriesRow, ViewMode } from '@perkdesk/contracts';
import { dayInstant } from './dashboard-dates';

const formats = new Map<string, Intl.DateTimeFormat>();

function format(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const id = `${language}|${JSON.stringify(options)}`;
  let cached = formats.get(id);
  if (!cached) {
    cached = new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' });
    formats.set(id, cached);
  }
  return cached;
}

/** A day as "Mar 5", in the page's language. */
export function shortDay(day: string, language: string): string {
  return format(language, { month: 'short', day: 'numeric' }).format(dayInstant(day));
}

/** A day as "Mar 5, 2026". */
export function mediumDay(day: string, language: string): string {
  return format(language, { dateStyle: 'medium' }).format(dayInstant(day));
}

/** The axis label of a period: its day (DAILY), its Monday (WEEKLY), its month (MONTHLY). */
export function periodTick(row: Pick<SeriesRow, 'day'>, viewMode: ViewMode, language: string): string {
  if (viewMode === 'MONTHLY')
    return format(language, { month: 'short', year: '2-digit' }).format(dayInstant(row.day));
  return shortDay(row.day, language);
}

/** The table's name of a period; `week` words the ISO week ("Week 10, 2026"). */
export function periodName(
  row: Pick<SeriesRow, 'day' | 'week' | 'year'>,
  viewMode: ViewMode,
  language: string,
  week: (values: { week: number; year: number; day: string }) => string,
): string {
  if (viewMode === 'MONTHLY')
    return format(language, { month: 'long', year: 'numeric' }).format(dayInstant(row.day));
  if (viewMode === 'WEEKLY')
    return week({ week: row.week ?? 0, year: row.year, day: mediumDay(row.day, language) });
  return mediumDay(row.day, language);
}

/** The previous range the cards compare with, as the cards word it. */
export function comparedPeriod(
  insights: { start: string; end: string; previousStart: string; previousEnd: string } | undefined,
  language: string,
) {
  if (!insights) return undefined;
  const days = Math.round((Date.parse(insights.end) - Date.parse(insights.start)) / 86_400_000) + 1;
  return {
    days,
    start: mediumDay(insights.previousStart, language),
    end: mediumDay(insights.previousEnd, language),
  };
}
