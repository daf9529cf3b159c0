import type { AppliedTax, MerchantOrder } from '@perkdesk/contracts';
import {
  formatDistance as distance,
  formatMoney as money,
  formatPoints as points,
} from '../../../lib/display-format';

type DeliveryAddress = NonNullable<MerchantOrder['deliveryAddress']>;

// Display rules of spec 1 §5 for order history and order detail. A formatter gives null for an
// empty value; the screen shows its not-applicable text there.
// Tax rates carry up to 3 decimals (contract §1 TaxConfig), such as Quebec's 9.975%.
const PERCENT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

const orNull =
  (format: (value: number) => string) =>
  (value: number | null | undefined): string | null =>
    value === null || value === undefined ? null : format(value);

export const formatMoney = orNull(money);
export const formatPoints = orNull(points);
export const formatDistance = orNull(distance);

/** The order number people read: the last 4 characters of the id (spec 1 §5). */
export function orderNumber(id: string): string {
  return id.slice(-4);
}

/** "Nov 21, 2026, 7:20 PM" in en-US, in the store's time zone when known. */
export function formatDateTime(instant: string | null | undefined, timeZone?: string): string | null {
  if (!instant) return null;
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
      date,
    );
  } catch {
    // An unknown zone name: the browser's own zone rather than nothing.
    return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  }
}

/** "HST 13%". */
export function taxLabel(tax: Pick<AppliedTax, 'taxType' | 'taxPercentage'>): string {
  return `${tax.taxType} ${PERCENT.format(tax.taxPercentage)}%`;
}

/** "HST 13% $1.30 · QST 9.975% $1.00"; null for an empty list (tax exempt). */
export function formatTaxes(taxes: readonly AppliedTax[] | null | undefined): string | null {
  if (!taxes || taxes.length === 0) return null;
  return taxes.map((tax) => `${taxLabel(tax)} ${formatMoney(tax.taxAmount)}`).join(' · ');
}

/** "Unit 4, 120 King St W, Toronto, M5H 1J9" (spec 1 §3: unit, street number and name, city, postal code). */
export function formatAddress(address: DeliveryAddress | null | undefined): string | null {
  if (!address) return null;
  const street = [address.streetNumber, address.streetName].filter(Boolean).join(' ');
  const parts = [address.unit ? `#${address.unit}` : '', street, address.city, address.postalCode];
  const text = parts.filter((part) => part?.trim()).join(', ');
  return text || null;
}

/** Minutes as "25 min"; null while not set. */
export function formatMinutes(minutes: number | null | undefined): string | null {
  return minutes === null || minutes === undefined ? null : `${minutes} min`;
}
