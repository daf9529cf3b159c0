/** `months` calendar months after `anchor` (UTC), on the anchor's day or the month's last day. */
export function addMonths(anchor: Date, months: number): Date {
  const year = anchor.getUTCFullYear();
  const month = anchor.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const moved = new Date(anchor);
  moved.setUTCFullYear(year, month, Math.min(anchor.getUTCDate(), lastDay));
  return moved;
}

export interface SandboxPeriod {
  status: 'active' | 'canceled';
  cancelAtPeriodEnd: boolean;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  endedAt: Date | null;
}

/**
 * A monthly subscription as it is at `now`, anchored on the day it began: a period that has ended
 * ends the subscription when it was to cancel then, and otherwise renews as many times as needed.
 * Null when nothing changed.
 */
export function periodAt(subscription: SandboxPeriod & { createdAt: Date }, now: Date): SandboxPeriod | null {
  if (subscription.status !== 'active' || now < subscription.currentPeriodEnd) return null;
  if (subscription.cancelAtPeriodEnd)
    return { ...subscription, status: 'canceled', endedAt: subscription.currentPeriodEnd };
  let periods = 1;
  while (addMonths(subscription.createdAt, periods) <= now) periods++;
  return {
    ...subscription,
    currentPeriodStart: addMonths(subscription.createdAt, periods - 1),
    currentPeriodEnd: addMonths(subscription.createdAt, periods),
  };
}
