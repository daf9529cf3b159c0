import type { PointsConfig } from '@perkdesk/contracts';
import { pricingOf } from '../orders/order-mapper';
import type { OrderRow } from '../orders/orders.public';

// What an order spends and earns, read from its frozen pricing (contract §8 AppliedPromotion):
// the applied entries only — suggestions and picks still to choose never move a balance.

/** The fields of a frozen promotion entry loyalty reads (the domain's PromotionEntry, in cents). */
interface FrozenEntry {
  list?: string;
  id: string;
  type: string;
  name?: string;
  isDiscountNotApplicable?: boolean;
  timesApplied?: number | null;
  rewardPunches?: number | null;
  rewardPoints?: number | null;
  requiredPunches?: number | null;
  usedPunches?: number | null;
  usedPoints?: number | null;
}

export interface PunchEarn {
  promotionId: string;
  promotionName: string;
  requiredPunches: number;
  punches: number;
}

export interface OrderLoyalty {
  /** Punch cards earned on (PUNCH_CARD earn-only entries), one per promotion. */
  punchEarns: PunchEarn[];
  /** Punches spent per punch-card promotion (PUNCH_CARD_REDEEM). */
  punchSpends: { promotionId: string; punches: number }[];
  /** Merchant points a point perk credits. */
  pointsEarned: number;
  /** Merchant points reward items cost. */
  pointsSpent: number;
  /** Uses per promotion that count against its limitedStock (deals and redemptions, never earn-only entries). */
  stockUses: { promotionId: string; uses: number }[];
}

const positive = (value: number | null | undefined): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;

const add = (totals: Map<string, number>, id: string, amount: number) => {
  if (amount > 0) totals.set(id, (totals.get(id) ?? 0) + amount);
};

/** The order's applied entries, summed per promotion and sorted by id (one lock order for every order). */
export function orderLoyaltyOf(order: Pick<OrderRow, 'priced'>): OrderLoyalty {
  const entries = (pricingOf(order).appliedPromotions ?? []) as FrozenEntry[];
  const earns = new Map<string, PunchEarn>();
  const spends = new Map<string, number>();
  const stock = new Map<string, number>();
  let pointsEarned = 0;
  let pointsSpent = 0;
  for (const entry of entries) {
    if (entry.list !== undefined && entry.list !== 'APPLIED') continue;
    if (entry.type === 'PUNCH_CARD') {
      const punches = positive(entry.rewardPunches);
      const required = positive(entry.requiredPunches);
      if (punches > 0 && required > 0) {
        const known = earns.get(entry.id);
        earns.set(entry.id, {
          promotionId: entry.id,
          promotionName: entry.name ?? '',
          requiredPunches: required,
          punches: (known?.punches ?? 0) + punches,
        });
      }
    } else if (entry.type === 'POINT_PERK') {
      pointsEarned += positive(entry.rewardPoints);
    } else if (entry.type === 'PUNCH_CARD_REDEEM') {
      add(spends, entry.id, positive(entry.usedPunches));
    } else if (entry.type === 'REWARD_ITEM') {
      pointsSpent += positive(entry.usedPoints);
    }
    if (!entry.isDiscountNotApplicable) add(stock, entry.id, positive(entry.timesApplied));
  }
  const byId = <T extends { promotionId: string }>(list: T[]) =>
    list.sort((a, b) => a.promotionId.localeCompare(b.promotionId));
  return {
    punchEarns: byId([...earns.values()]),
    punchSpends: byId([...spends].map(([promotionId, punches]) => ({ promotionId, punches }))),
    pointsEarned,
    pointsSpent,
    stockUses: byId([...stock].map(([promotionId, uses]) => ({ promotionId, uses }))),
  };
}

/** Whether an order holds any punches, merchant points or global points at confirm. */
export const spendsAnything = (order: Pick<OrderRow, 'globalPointsUsed'>, spent: OrderLoyalty): boolean =>
  spent.punchSpends.length > 0 || spent.pointsSpent > 0 || order.globalPointsUsed > 0;

/** The part of an order's `earnedGlobalPoints` the customer gets (`customerPercentOnOrder`, 100 by default). */
export function customerShare(earned: number, points: Pick<PointsConfig, 'customerPercentOnOrder'>): number {
  return Math.floor((earned * Math.round(points.customerPercentOnOrder * 1000)) / 100_000);
}
