import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/** The highest current price among a perk's reward products (0 when none is left). */
const rewardPrice = sql`coalesce((select max(c.price_cents) from jsonb_array_elements(p.reward_products) r
  join catalogue_items c on c.id = r->>'id'), 0)`;

/** Punch cards per live punch-card perk (dashboard_loyalty), with what one reward unit is worth. */
export async function punchBalances(db: Executor, merchantId: string) {
  const result = await db.execute(sql`select l.required, l.balance, l.rounds,
      coalesce(p.reward_items, 1) as reward_items, ${rewardPrice} as unit_cents
    from dashboard_loyalty l join promotions p on p.id = l.promotion_id
    where l.merchant_id = ${merchantId} and l.promotion_id <> '' and p.type = 'PUNCH_CARD'
      and p.status <> 'DELETED' and l.balance <> 0`);
  return (result.rows as Record<string, string | number>[]).map((row) => ({
    required: Number(row.required),
    balance: Number(row.balance),
    rounds: Number(row.rounds),
    rewardItems: Math.max(1, Number(row.reward_items)),
    unitCents: Number(row.unit_cents),
  }));
}

/** Customers' merchant points at the merchant. */
export async function pointBalance(db: Executor, merchantId: string): Promise<number> {
  const result = await db.execute(sql`select coalesce(sum(balance), 0)::bigint as n from dashboard_loyalty
    where merchant_id = ${merchantId} and promotion_id = ''`);
  return Number((result.rows[0] as { n: string | number } | undefined)?.n ?? 0);
}

/** The live reward-item perks: what a reward costs in points and is worth. */
export async function rewardItemPrices(db: Executor, merchantId: string) {
  const result = await db.execute(sql`select p.required_points, ${rewardPrice} as unit_cents from promotions p
    where p.merchant_id = ${merchantId} and p.type = 'REWARD_ITEM' and p.status <> 'DELETED'
      and p.required_points > 0`);
  return (result.rows as Record<string, string | number>[]).map((row) => ({
    requiredPoints: Number(row.required_points),
    unitCents: Number(row.unit_cents),
  }));
}
