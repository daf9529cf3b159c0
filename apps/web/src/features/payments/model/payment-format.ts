import { formatMoney } from '../../../lib/display-format';

/** The zone merchant-wide dates are read in without a store in scope (contract §1 Time). */
export const DEFAULT_TIME_ZONE = 'America/Toronto';

function format(instant: string, options: Intl.DateTimeFormatOptions, timeZone: string): string | null {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone: DEFAULT_TIME_ZONE }).format(date);
  }
}

/** "Apr 10, 2026" (spec 1 §5: dates in en-US format) in `timeZone`; null for an unreadable instant. */
export function formatDate(instant: string, timeZone = DEFAULT_TIME_ZONE): string | null {
  return format(instant, { dateStyle: 'medium' }, timeZone);
}

/** "Apr 10, 2026, 2:00 PM" in `timeZone`. */
export function formatDateTime(instant: string, timeZone = DEFAULT_TIME_ZONE): string | null {
  return format(instant, { dateStyle: 'medium', timeStyle: 'short' }, timeZone);
}

/** "$19.99 CAD": dollars with the $ prefix (spec 2 §9), then the provider's currency code. */
export function formatPrice(amount: number, currency: string): string {
  return `${formatMoney(amount)} ${currency.toUpperCase()}`;
}

/** The order number people read: the last 4 characters of the id (spec 1 §5). */
export function orderNumber(id: string): string {
  return id.slice(-4);
}
