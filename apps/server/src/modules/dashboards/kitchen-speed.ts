import type { KitchenBucket } from './range-figures.repository';

export const PAID_TO_ACCEPTED = 0;
export const ACCEPTED_TO_READY = 1;

/** The lower median of a step's whole minutes: the least m that at least half the orders took at most; null when none. */
export function medianMinutes(buckets: readonly KitchenBucket[], step: number): number | null {
  const own = buckets.filter((bucket) => bucket.step === step).sort((a, b) => a.minutes - b.minutes);
  const orders = own.reduce((sum, bucket) => sum + bucket.orders, 0);
  let seen = 0;
  for (const bucket of own) {
    seen += bucket.orders;
    if (orders > 0 && seen * 2 >= orders) return bucket.minutes;
  }
  return null;
}

/** Median minutes from paid to accepted and from accepted to ready. */
export const kitchenSpeed = (buckets: readonly KitchenBucket[]) => ({
  accept: medianMinutes(buckets, PAID_TO_ACCEPTED),
  ready: medianMinutes(buckets, ACCEPTED_TO_READY),
});
