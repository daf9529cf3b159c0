import type { PointsConfig } from '@perkdesk/contracts';
import { and, count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orders, users } from '../../db/schema/index';
import type { OrderRow } from '../orders/orders.public';
import { moveGlobalPoints } from './global-points.repository';

// Contract §10 Referral and Registration reward, run when an order completes (never for canceled
// or rejected orders, which do not complete).

/**
 * A referrer's share of an order's earned global points at one level: floor(E_g × percent / 100),
 * in integers (percent in thousandths) so that 0.1 % of 11,380 is 11, not 11.379….
 */
export function referralShare(earned: number, percent: number): number {
  return Math.floor((earned * Math.round(percent * 1000)) / 100_000);
}

async function referrerOf(tx: Executor, userId: string): Promise<string | null> {
  const [row] = await tx
    .select({ referralUserId: users.referralUserId })
    .from(users)
    .where(eq(users.id, userId));
  return row?.referralUserId ?? null;
}

/** The buyer's referrers, level 1 (the direct one) up to `highestReferralLevel`, each rewarded its share. */
export async function rewardReferrers(
  tx: Executor,
  order: Pick<OrderRow, 'id' | 'customerId' | 'earnedGlobalPoints'>,
  points: PointsConfig,
  now: Date,
): Promise<void> {
  const seen = new Set([order.customerId]);
  let current = order.customerId;
  for (let level = 1; level <= points.highestReferralLevel; level++) {
    const referrer = await referrerOf(tx, current);
    // A chain that loops back (the accounts module refuses cycles; this guards old data) ends here.
    if (!referrer || seen.has(referrer)) return;
    seen.add(referrer);
    const share = referralShare(
      order.earnedGlobalPoints,
      points.transactionReferralRewardPercentage[level - 1] ?? 0,
    );
    if (share > 0) {
      await moveGlobalPoints(
        tx,
        referrer,
        share,
        { orderId: order.id, historyType: 'REFERRAL_REWARD', level },
        now,
      );
    }
    current = referrer;
  }
}

/**
 * Once a referred customer's completed orders reach the minimum, the customer and the direct
 * referrer each get their registration reward. `receivedRegistrationReward` is claimed by a
 * conditional update, so the reward is paid once even when two orders complete together.
 */
export async function rewardRegistration(
  tx: Executor,
  customerId: string,
  points: PointsConfig,
  now: Date,
): Promise<void> {
  const [customer] = await tx
    .select({ referralUserId: users.referralUserId, received: users.receivedRegistrationReward })
    .from(users)
    .where(eq(users.id, customerId));
  if (!customer?.referralUserId || customer.received) return;
  const [completed] = await tx
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.status, 'COMPLETED')));
  if ((completed?.n ?? 0) < points.minimumOrdersReceiveRegistrationReward) return;
  const won = await tx
    .update(users)
    .set({ receivedRegistrationReward: true })
    .where(and(eq(users.id, customerId), eq(users.receivedRegistrationReward, false)))
    .returning({ id: users.id });
  if (won.length === 0) return;
  const ref = { orderId: null, historyType: 'REGISTRATION_REWARD' as const };
  if (points.newCustomerRegistrationReward > 0)
    await moveGlobalPoints(tx, customerId, points.newCustomerRegistrationReward, ref, now);
  if (points.referrerRegistrationReward > 0)
    await moveGlobalPoints(tx, customer.referralUserId, points.referrerRegistrationReward, ref, now);
}
