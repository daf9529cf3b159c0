import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/** The highest current price among a perk's reward products (0 when none is left). */
const rewardPrice = sql`coalesce((select max(c.price_cents) from jsonb_array_elements(p.reward_products) r
  join catalogue_items c on c.id = r->>'id'), 0)`;

export interface LoyaltyBalances {
  /** Punch cards per live punch-card perk and required punches (dashboard_loyalty), a reward unit's worth. */
  cards: { required: number; balance: number; rounds: number; rewardItems: number; unitCents: number }[];
  /** Customers' merchant points at the merchant. */
  points: number;
  /** The live reward-item perks: what a reward costs in points and is worth. */
  rewards: { requiredPoints: number; unitCents: number }[];
}

export async function loyaltyBalances(db: Executor, merchantId: string): Promise<LoyaltyBalances> {
  const result = await db.execute(sql`select
      (select coalesce(json_agg(json_build_array(l.required, l.balance, l.rounds, coalesce(p.reward_items, 1),
          ${rewardPrice})), '[]')
        from dashboard_loyalty l join promotions p on p.id = l.promotion_id
        where l.merchant_id = ${merchantId} and l.promotion_id <> '' and p.type = 'PUNCH_CARD'
          and p.status <> 'DELETED' and l.balance <> 0) as cards,
      (select coalesce(sum(balance), 0)::bigint from dashboard_loyalty
        where merchant_id = ${merchantId} and promotion_id = '') as points,
      (select coalesce(json_agg(json_build_array(p.required_points, ${rewardPrice})), '[]') from promotions p
        where p.merchant_id = ${merchantId} and p.type = 'REWARD_ITEM' and p.status <> 'DELETED'
          and p.required_points > 0) as rewards`);
  const row = (result.rows[0] ?? {}) as Record<string, unknown>;
  const list = (value: unknown) =>
    (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as number[][];
  return {
    cards: list(row.cards).map(([required = 0, balance = 0, rounds = 0, rewardItems = 1, unitCents = 0]) => ({
      required: Number(required),
      balance: Number(balance),
      rounds: Number(rounds),
      rewardItems: Math.max(1, Number(rewardItems)),
      unitCents: Number(unitCents),
    })),
    points: Number(row.points ?? 0),
    rewards: list(row.rewards).map(([requiredPoints = 1, unitCents = 0]) => ({
      requiredPoints: Number(requiredPoints),
      unitCents: Number(unitCents),
    })),
  };
}
