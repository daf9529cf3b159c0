import type { DashboardContext, DashboardScope, DayRange } from './dashboards-context';
import { ACCEPTED_TO_READY, kitchenMinutes, PAID_TO_ACCEPTED } from './kitchen.repository';

type Bucket = { step: number; minutes: number; orders: number };

/** The lower median of a step's whole minutes: the least m that at least half the orders took at most; null when none. */
export function medianMinutes(buckets: readonly Bucket[], step: number): number | null {
  const own = buckets.filter((bucket) => bucket.step === step).sort((a, b) => a.minutes - b.minutes);
  const orders = own.reduce((sum, bucket) => sum + bucket.orders, 0);
  let seen = 0;
  for (const bucket of own) {
    seen += bucket.orders;
    if (orders > 0 && seen * 2 >= orders) return bucket.minutes;
  }
  return null;
}

/** Median minutes from paid to accepted and from accepted to ready, of the orders paid in the range. */
export async function kitchenSpeed(ctx: DashboardContext, scope: DashboardScope, range: DayRange) {
  const buckets = await kitchenMinutes(ctx.db, scope, range);
  return {
    accept: medianMinutes(buckets, PAID_TO_ACCEPTED),
    ready: medianMinutes(buckets, ACCEPTED_TO_READY),
  };
}
