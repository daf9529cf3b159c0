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

/**
 * An instant as the store's clock shows it, in en-US (spec 1 §5): the time alone when it is the
 * same store-local day as `now`, else with the date. An unknown zone falls back to the browser's.
 */
export function storeClock(instant: string, now: number, timeZone: string | undefined): string {
  const zone = safeZone(timeZone);
  const day = new Intl.DateTimeFormat('en-US', { timeZone: zone, dateStyle: 'short' });
  const sameDay = day.format(Date.parse(instant)) === day.format(now);
  return new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hour: 'numeric',
    minute: '2-digit',
    ...(sameDay ? {} : { month: 'short', day: 'numeric' }),
  }).format(Date.parse(instant));
}

function safeZone(timeZone: string | undefined): string | undefined {
  if (!timeZone) return undefined;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return undefined;
  }
}
