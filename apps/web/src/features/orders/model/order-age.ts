/** Time since an order's last update: minutes below 60, then hours up to a day, then days (spec 1 §2). */
export interface OrderAge {
  unit: 'minutes' | 'hours' | 'days';
  count: number;
}

const MINUTE_MS = 60_000;

export function orderAge(lastUpdatedAt: string, now: number): OrderAge {
  const minutes = Math.max(0, Math.floor((now - Date.parse(lastUpdatedAt)) / MINUTE_MS));
  if (minutes < 60) return { unit: 'minutes', count: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { unit: 'hours', count: hours };
  return { unit: 'days', count: Math.floor(hours / 24) };
}

/** The card ages refresh every 10 seconds (spec 1 §9). */
export const AGE_REFRESH_MS = 10_000;

type ClockStyle = 'day' | 'time' | 'dateTime';
const STYLES: Record<ClockStyle, Intl.DateTimeFormatOptions> = {
  day: { dateStyle: 'short' },
  time: { hour: 'numeric', minute: '2-digit' },
  dateTime: { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
};
// Building a formatter costs far more than using one, and a long list formats thousands of times.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(style: ClockStyle, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${style} ${timeZone ?? ''}`;
  let cached = formatters.get(key);
  if (!cached) {
    try {
      cached = new Intl.DateTimeFormat('en-US', { ...STYLES[style], timeZone });
    } catch {
      // An unknown zone falls back to the browser's.
      cached = new Intl.DateTimeFormat('en-US', STYLES[style]);
    }
    formatters.set(key, cached);
  }
  return cached;
}

/**
 * An instant as the store's clock shows it, in en-US (spec 1 §5): the time alone when it is the
 * same store-local day as `now`, else with the date. An unknown zone falls back to the browser's.
 */
export function storeClock(instant: string, now: number, timeZone: string | undefined): string {
  const at = Date.parse(instant);
  const day = formatter('day', timeZone);
  const sameDay = day.format(at) === day.format(now);
  return formatter(sameDay ? 'time' : 'dateTime', timeZone).format(at);
}
