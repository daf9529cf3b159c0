import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index';
import { cartOf, createDeal, newCustomer, perkShop } from '../../test/cart-promotions-fixtures';
import { insertOrder, updateOrder } from '../../test/dashboard-kit';
import { ok } from '../../test/promotion-fixtures';
import { newPlayground, type Playground, seeded } from '../../test/random-writes';
import { createTestApp, type TestApp } from '../../test/test-app';
import { promotionHistory } from './promotion-history.repository';

// A customer's uses of a merchant's promotions (contract §6 rule 6) come from
// customer_promotion_uses, which the orders' triggers keep (migration 0027): the limits hold as
// orders are paid, refunded and replaced, and the rollup equals what the orders' frozen prices say.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Σ timesApplied per (merchant, customer, promotion), read from the orders themselves (those `where` keeps). */
async function usesFromOrders(where = sql`true`) {
  const result = await t.db.execute<{ promotion_id: string; uses: number }>(sql`
    select o.merchant_id, o.customer_id, e.value->>'id' as promotion_id,
      sum(coalesce((e.value->>'timesApplied')::int, 0))::int as uses
    from orders o
    cross join lateral jsonb_array_elements(coalesce(o.priced->'appliedPromotions', '[]'::jsonb)) e
    where o.status in ('CONFIRMED', 'PAID', 'COMPLETED') and coalesce(e.value->>'list', 'APPLIED') = 'APPLIED'
      and ${where}
    group by 1, 2, 3 having sum(coalesce((e.value->>'timesApplied')::int, 0)) <> 0 order by 1, 2, 3`);
  return result.rows;
}

async function usesKept() {
  const result = await t.db.execute(sql`
    select merchant_id, customer_id, promotion_id, uses from customer_promotion_uses
    where uses <> 0 order by 1, 2, 3`);
  return result.rows;
}

describe('maxRedeem across orders', () => {
  it('counts paid orders, gives a use back on a refund, and leaves out the open order a checkout replaces', async () => {
    const shop = await perkShop(t);
    const deal = await createDeal(t, shop, { name: 'Twice ten', discountPercent: 10, maxRedeem: 2 });
    const customer = await newCustomer(t);
    const cart = cartOf(t, shop, customer);
    const paidWithDeal = async () => {
      await cart.add(shop.latte.id, 2);
      const order = await cart.checkout();
      const paid = await cart.payAtStore(order.id);
      expect(paid.discountAmount).toBe(0.9);
      return paid;
    };
    await paidWithDeal();
    const second = await paidWithDeal();

    // Both uses spent: the next cart gets no discount.
    expect((await cart.add(shop.latte.id, 2)).discountAmount).toBe(0);

    // The merchant rejects the second order (REFUNDED): its use comes back.
    await ok(t, 'POST', `/api/orders/${shop.store.id}/reject/${second.id}`, shop.merchant.headers, {
      rejectMessage: 'Out of milk',
    });
    expect((await cart.read()).discountAmount).toBe(0.9);

    // A card order confirmed but not paid counts, except against the checkout that replaces it.
    const open = await cart.checkout();
    expect((await cart.confirmRaw(open.id)).statusCode).toBe(200);
    expect(await usesKept()).toContainEqual(
      expect.objectContaining({ customer_id: customer.id, promotion_id: deal.id, uses: 2 }),
    );
    expect((await cart.read()).discountAmount).toBe(0.9);
    const replacing = await cart.checkout();
    expect(replacing.discountAmount).toBe(0.9);
    expect(await usesKept()).toEqual(await usesFromOrders());
  });
});

const STATUSES = ['CHECKOUT', 'CONFIRMED', 'PAID', 'COMPLETED', 'REFUNDED', 'CANCELED'] as const;

/** Seeded writes to the merchant's orders of every kind the triggers follow, as any writer might. */
async function randomOrderWrites(ground: Playground, seed: number, count: number) {
  const random = seeded(seed);
  const perks = () =>
    Array.from({ length: random.int(4) }, () => ({
      type: 'DEAL',
      timesApplied: 1 + random.int(3),
      list: random.pick(['APPLIED', 'APPLIED', 'SUGGESTED', 'TO_BE_APPLIED']),
    }));
  const anyOrder = async () => {
    const rows = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.merchantId, ground.merchantId));
    return random.pick(rows)?.id;
  };
  for (let i = 0; i < count; i++) {
    const write = random.int(10);
    const id = write < 4 ? undefined : await anyOrder();
    if (write < 4 || !id) {
      await insertOrder(t, ground.merchantId, {
        storeId: random.pick(ground.stores),
        customerId: random.pick(ground.customers),
        status: random.pick(STATUSES),
        paidAt: new Date().toISOString(),
        totalCents: 1000,
        perks: perks(),
      });
    } else if (write < 7) {
      await updateOrder(t, id, {
        status: random.pick(STATUSES),
        serveStatus: random.int(3) ? null : 'ACCEPTED',
      });
    } else if (write < 8) {
      const [row] = await t.db.select({ priced: orders.priced }).from(orders).where(eq(orders.id, id));
      const priced = { ...(row?.priced as Record<string, unknown>) };
      priced.appliedPromotions = perks().map((perk, index) => ({ id: `promotion-${index}`, ...perk }));
      await updateOrder(t, id, { priced });
    } else if (write < 9) {
      await updateOrder(t, id, {
        storeId: random.pick(ground.stores),
        customerId: random.pick(ground.customers),
      });
    } else {
      await t.db.delete(orders).where(eq(orders.id, id));
    }
  }
}

describe('customer_promotion_uses', () => {
  let ground: Playground;
  beforeAll(async () => {
    ground = await newPlayground(t, ['America/Toronto', 'Asia/Kolkata'], 5);
  });

  it('equals the orders after random inserts, status and price changes, store moves and deletes', async () => {
    await randomOrderWrites(ground, 23, 300);
    const kept = await usesKept();
    expect(kept.filter((row) => row.merchant_id === ground.merchantId).length).toBeGreaterThan(10);
    expect(kept).toEqual(await usesFromOrders());
  });

  it('gives each customer the uses of the orders a checkout keeps, per store', async () => {
    for (const customerId of ground.customers) {
      for (const storeId of ground.stores) {
        const history = await promotionHistory(t.db, customerId, ground.merchantId, storeId);
        const expected = await usesFromOrders(sql`o.customer_id = ${customerId}
          and o.merchant_id = ${ground.merchantId}
          and not (o.store_id = ${storeId} and o.status = 'CONFIRMED' and o.serve_status is null)`);
        expect([...history.usesByPromotion].sort()).toEqual(
          expected.map((row) => [row.promotion_id, Number(row.uses)]),
        );
      }
    }
  });

  it("is rebuilt by the migration's backfill from the orders alone", async () => {
    const migration = readFileSync(
      new URL('../../../drizzle/0027_customer_promotion_uses.sql', import.meta.url),
      'utf8',
    );
    const backfill = migration.split('--> statement-breakpoint').at(-1) as string;
    const before = await usesKept();
    await t.db.execute(sql`delete from customer_promotion_uses`);
    await t.db.execute(sql.raw(backfill));
    expect(await usesKept()).toEqual(before);
  });
});
