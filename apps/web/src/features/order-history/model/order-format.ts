import type { AppliedTax, MerchantOrder } from '@perkdesk/contracts';

type DeliveryAddress = NonNullable<MerchantOrder['deliveryAddress']>;

// Display rules of spec 1 §5 for order history and order detail. A formatter gives null for an
// empty value; the screen shows its not-applicable text there. (The stores and orders features
// format amounts the same way; features do not import each other.)
const DOLLARS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const DECIMALS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
// Tax rates carry up to 3 decimals (contract §1 TaxConfig), such as Quebec's 9.975%.
const PERCENT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

/** "$1,234.50": a $ prefix, two decimals and thousands separators; a minus sign before the $. */
export function formatMoney(amount: number | null | undefined): string | null {
  if (amount === null || amount === undefined) return null;
  return `${amount < 0 ? '-' : ''}$${DOLLARS.format(Math.abs(amount))}`;
}

/** "12,500 pts". */
export function formatPoints(points: number | null | undefined): string | null {
  if (points === null || points === undefined) return null;
  return `${DECIMALS.format(points)} pts`;
}

/** Kilometres from 1 km up ("2.35 km"), metres below ("450 m"). */
export function formatDistance(km: number | null | undefined): string | null {
  if (km === null || km === undefined) return null;
  return km >= 1 ? `${DECIMALS.format(km)} km` : `${Math.round(km * 1000)} m`;
}

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
