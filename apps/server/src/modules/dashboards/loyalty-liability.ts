import type { LoyaltyLiability } from '@perkdesk/contracts';
import { fromCents, halfUp } from '@perkdesk/domain';
import type { DashboardContext } from './dashboards-context';
import { loyaltyBalances } from './loyalty-liability.repository';

/**
 * What the merchant's loyalty owes now, valued at current prices (docs/dashboard-metrics.md): a
 * reward unit is worth its perk's dearest reward product; punches toward the next reward count
 * pro rata; a merchant point is worth the best reward it buys (price ÷ required points).
 */
export async function loyaltyLiability(ctx: DashboardContext, merchantId: string): Promise<LoyaltyLiability> {
  const { cards, points, rewards } = await loyaltyBalances(ctx.db, merchantId);
  let punches = 0;
  let punchCents = 0;
  let units = 0;
  let unitCents = 0;
  for (const card of cards) {
    const required = Math.max(1, card.required);
    const progress = card.balance - card.rounds * card.required;
    punches += progress;
    punchCents += halfUp(progress * card.rewardItems * card.unitCents, required);
    units += card.rounds * card.rewardItems;
    unitCents += card.rounds * card.rewardItems * card.unitCents;
  }
  const best = rewards.reduce<(typeof rewards)[number] | null>(
    (top, reward) =>
      !top || reward.unitCents * top.requiredPoints > top.unitCents * reward.requiredPoints ? reward : top,
    null,
  );
  const pointCents = best ? halfUp(points * best.unitCents, best.requiredPoints) : 0;
  return {
    punches: { outstanding: punches, value: fromCents(punchCents) },
    rewardItems: { outstanding: units, value: fromCents(unitCents) },
    points: { outstanding: points, value: fromCents(pointCents) },
    totalValue: fromCents(punchCents + unitCents + pointCents),
  };
}
