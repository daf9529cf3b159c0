/** Prices with a $ prefix and two decimals (spec 2 §9). */
export function formatPrice(dollars: number): string {
  return `$${dollars.toFixed(2)}`;
}
