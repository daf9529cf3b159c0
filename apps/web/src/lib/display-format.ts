// The amounts, points and distances of spec 1 §5, the same on every screen that shows them
// (stores' delivery rules, the live orders, order history and detail).
const DOLLARS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const DECIMALS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** "$1,234.50": a $ prefix, two decimals and thousands separators; a minus sign before the $. */
export function formatMoney(amount: number): string {
  return `${amount < 0 ? '-' : ''}$${DOLLARS.format(Math.abs(amount))}`;
}

/** "12,500 pts". */
export function formatPoints(points: number): string {
  return `${DECIMALS.format(points)} pts`;
}

/** Kilometres from 1 km up ("2.35 km"), metres below ("450 m"). */
export function formatDistance(km: number): string {
  return km >= 1 ? `${DECIMALS.format(km)} km` : `${Math.round(km * 1000)} m`;
}
