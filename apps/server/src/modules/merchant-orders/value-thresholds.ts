// The thresholds of the value buckets (ADR 9); migration 0014 holds the same lists.

/** Money in cents: every dollar up to $50, then coarser (small merchants' orders are mostly small). */
export const AMOUNT_THRESHOLDS: readonly number[] = [
  0,
  1,
  ...steps(100, 5_000, 100),
  ...steps(5_500, 10_000, 500),
  ...steps(11_000, 20_000, 1_000),
  ...steps(22_500, 50_000, 2_500),
  ...steps(60_000, 100_000, 10_000),
  150_000,
  200_000,
  300_000,
  500_000,
  1_000_000,
];

export const POINT_THRESHOLDS: readonly number[] = [
  0, 1, 50, 100, 150, 200, 300, 400, 500, 750, 1_000, 1_500, 2_000, 3_000, 5_000, 10_000, 20_000, 50_000,
  100_000,
];

/**
 * Names: each capital letter, split on a few second letters. ASCII capitals then lower-case
 * letters sort the same in the C collation and the usual locale ones, so the list is in order
 * under both (the test checks it on the database at hand).
 */
export const NAME_THRESHOLDS: readonly string[] = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].flatMap((letter) =>
  ['', 'e', 'i', 'm', 'o', 's', 'u'].map((second) => letter + second),
);

function steps(from: number, to: number, step: number): number[] {
  const values: number[] = [];
  for (let value = from; value <= to; value += step) values.push(value);
  return values;
}
