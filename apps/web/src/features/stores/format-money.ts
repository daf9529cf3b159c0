const DOLLARS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "$1,234.50": a $ prefix, two decimals and thousands separators (spec 1 §5, CAD). */
export function formatMoney(amount: number): string {
  return `$${DOLLARS.format(amount)}`;
}
