// Display rules of spec 1 §5 for the orders screen. (The stores feature formats its delivery
// prices the same way; features do not import each other.)
const DOLLARS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const DECIMALS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** "$1,234.50": a $ prefix, two decimals and thousands separators; a negative sign before the $. */
export function formatMoney(amount: number): string {
  return `${amount < 0 ? '-' : ''}$${DOLLARS.format(Math.abs(amount))}`;
}

/** Points with the pts suffix. */
export function formatPoints(points: number): string {
  return `${DECIMALS.format(points)} pts`;
}

/** Kilometres from 1 km up, metres below. */
export function formatDistance(km: number): string {
  return km >= 1 ? `${DECIMALS.format(km)} km` : `${Math.round(km * 1000)} m`;
}
