import { DAYS, type Day } from '@perkdesk/contracts';

// 2024-01-01 was a Monday: the days from it name the weekdays in any language.
const MONDAY = Date.UTC(2024, 0, 1);

/** "Mon" or "Monday" in the page's language. */
export function weekdayName(day: Day, language: string, width: 'short' | 'long'): string {
  const instant = new Date(MONDAY + DAYS.indexOf(day) * 86_400_000);
  return new Intl.DateTimeFormat(language, { weekday: width, timeZone: 'UTC' }).format(instant);
}
