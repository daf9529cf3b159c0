/** What a money field may hold while typing: digits, then at most one point and two decimals. */
const MONEY_TEXT = /^\d*(\.\d{0,2})?$/;

export function isMoneyText(text: string): boolean {
  return MONEY_TEXT.test(text);
}

/** The amount in a money field, or null when it holds no number yet ("" or "."). */
export function parseMoney(text: string): number | null {
  if (!isMoneyText(text) || text === '' || text === '.') return null;
  return Number(text);
}

/** A stored amount as the field shows it: two decimals, no grouping. */
export function moneyText(amount: number | null | undefined): string {
  return amount === null || amount === undefined ? '' : amount.toFixed(2);
}
