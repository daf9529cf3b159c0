import { getLanguage } from './i18n';

const LOCALES: Record<string, string> = { en: 'en-CA', es: 'es' };
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(currency: string): Intl.NumberFormat {
  const key = `n|${getLanguage()}|${currency}`;
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[getLanguage()] ?? 'en-CA', {
      style: 'currency',
      currency,
      // "$4.50" in every language rather than "4,75 CAD": customers see one local currency.
      currencyDisplay: 'narrowSymbol',
    });
    cache.set(key, format);
  }
  return format;
}

/** Money from cents, in the store's currency (the contract's amounts are CAD). */
export function moneyCents(cents: number, currency = 'CAD'): string {
  return numberFormat(currency).format(cents / 100);
}

/** Money from the contract's JSON dollars, converted through whole cents so 0.1 + 0.2 never shows. */
export function money(dollars: number, currency = 'CAD'): string {
  return moneyCents(Math.round(dollars * 100), currency);
}

function dateFormat(zone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${getLanguage()}|${zone}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[getLanguage()] ?? 'en-CA', { ...options, timeZone: zone });
    cache.set(key, format);
  }
  return format;
}

/** "14:05" for an instant, in the store's zone. */
export function timeInZone(instant: string | Date, zone: string): string {
  return dateFormat(zone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(instant));
}

/** Date and time of an instant in the store's zone, for order pages. */
export function dateTimeInZone(instant: string | Date, zone: string): string {
  return dateFormat(zone, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(instant));
}

/** A store-local "HH:mm" shown in the customer's language (they are already store-local). */
export function clockTime(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number);
  return dateFormat('UTC', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(Date.UTC(2000, 0, 1, h ?? 0, m ?? 0)),
  );
}

export function distanceKm(km: number): string {
  return `${new Intl.NumberFormat(LOCALES[getLanguage()] ?? 'en-CA', { maximumFractionDigits: 1 }).format(km)} km`;
}
