const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "3 hours ago" in the page's language; under a minute is "now". */
export function relativeTime(instant: Date, now: Date, language: string): string {
  const seconds = Math.round((instant.getTime() - now.getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}

/** Dates display in en-US format whatever the language (spec 1 §5). */
export function usDateTime(instant: Date): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(instant);
}

/** The parts of a "last updated" line; null for a missing or unreadable instant. */
export function lastUpdatedParts(iso: string | null | undefined, now: Date, language: string) {
  if (!iso) return null;
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return null;
  return { relative: relativeTime(instant, now, language), date: usDateTime(instant) };
}
