import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, stores } from '../../db/schema/index';
import { expectExactRollups, insertOrder } from '../../test/dashboard-kit';
import { newPlayground, type Playground, randomWrites } from '../../test/random-writes';
import { createTestApp, type TestApp } from '../../test/test-app';
import { checkRollups } from './rollup-check';

// The invariant (docs/adr/0011-dashboard-rollups.md): every rollup the triggers keep equals what the
// raw rows give, after random writes of every kind, after a rebuild, and after zone changes; and the
// check finds rollups that drift (rows written with the triggers off) until a rebuild.

let t: TestApp;
let ground: Playground;

beforeAll(async () => {
  t = await createTestApp();
  // Three zones: whole, half-hour and a DST zone whose day never starts at a UTC hour.
  ground = await newPlayground(t, ['America/Toronto', 'America/St_Johns', 'Asia/Kolkata'], 8);
});
afterAll(() => t.close());

/** Every rollup's rows, zero rows left out, in a stable order. */
async function rollupContents() {
  const read = async (query: ReturnType<typeof sql>) => (await t.db.execute(query)).rows;
  return {
    days: await read(sql`select d.merchant_id, d.store_id, d.day::text, dashboard_nonzero(to_jsonb(d) - '{merchant_id,store_id,day,slot}'::text[])::text as v
      from (select distinct merchant_id, store_id from dashboard_days) s, dashboard_days_summed(s.merchant_id, s.store_id) d
      where dashboard_nonzero(to_jsonb(d) - '{merchant_id,store_id,day,slot}'::text[]) <> '{}' order by 1, 2, 3`),
    customers:
      await read(sql`select merchant_id, store_id, day::text, kind, chunk, bits::text from dashboard_day_customers
      where bit_count(bits) > 0 order by 1, 2, 3, 4, 5`),
    firstSales: await read(
      sql`select merchant_id, store_id, customer_id, day::text from dashboard_first_sales order by 1, 2, 3`,
    ),
    products:
      await read(sql`select merchant_id, store_id, day::text, product_id, sum(quantity)::integer as quantity,
        sum(gross_cents)::bigint as gross_cents from dashboard_products group by 1, 2, 3, 4
      having sum(quantity) <> 0 or sum(gross_cents) <> 0 order by 1, 2, 3, 4`),
    kitchen:
      await read(sql`select merchant_id, store_id, day::text, step, minutes, orders from dashboard_kitchen
      where orders <> 0 order by 1, 2, 3, 4, 5`),
    loyalty: await read(
      sql`select * from dashboard_loyalty where holders <> 0 or balance <> 0 or rounds <> 0 order by 1, 2, 3`,
    ),
  };
}

describe('the rollups equal the raw rows', () => {
  it('after 300 random writes', async () => {
    await randomWrites(t, ground, 17, 300);
    const contents = await rollupContents();
    expect(contents.days.length).toBeGreaterThan(20);
    expect(contents.customers.length).toBeGreaterThan(20);
    await expectExactRollups(t);
  });

  it('after a rebuild, which changes nothing', async () => {
    const before = await rollupContents();
    expect(await checkRollups(t.db, { rebuild: true })).toEqual([]);
    expect(await rollupContents()).toEqual(before);
  });

  it('after zone changes, then more random writes', async () => {
    await t.db
      .update(stores)
      .set({ timeZone: 'Pacific/Chatham' })
      .where(eq(stores.id, ground.stores[1] as string));
    await expectExactRollups(t);
    await t.db
      .update(stores)
      .set({ status: 'DELETED' })
      .where(eq(stores.id, ground.stores[0] as string));
    await expectExactRollups(t);
    await randomWrites(t, ground, 23, 200);
    await expectExactRollups(t);
  });
});

describe('concurrent writers', () => {
  it('keep the rollups exact when one customer pays and is refunded in many transactions at once', async () => {
    const customers = ground.customers.slice(0, 2);
    const paid = await Promise.all(
      Array.from({ length: 24 }, (_, index) =>
        insertOrder(t, ground.merchantId, {
          storeId: ground.stores[index % 3] as string,
          customerId: customers[index % 2] as string,
          status: 'PAID',
          paidAt: new Date(Date.parse('2025-04-02T03:00:00Z') + index * 600_000).toISOString(),
          totalCents: 100 + index,
          lines: [{ productId: '11111111111111111111', quantity: 1, unitPriceCents: 100 }],
        }),
      ),
    );
    await Promise.all(
      paid.map((id, index) =>
        t.db
          .update(orders)
          .set(
            index % 3
              ? { status: 'COMPLETED' }
              : { status: 'REFUNDED', lastUpdatedAt: new Date('2025-04-03T12:00:00Z') },
          )
          .where(eq(orders.id, id)),
      ),
    );
    await expectExactRollups(t);
    // Concurrent writers of one day add to different slots of it rather than queue on one row.
    const slots = await t.db.execute(sql`select count(distinct slot)::integer as n from dashboard_days
      where merchant_id = ${ground.merchantId} and store_id = '' and day = '2025-04-02'`);
    expect((slots.rows[0] as { n: number }).n).toBeGreaterThan(1);
  });
});

describe('the check', () => {
  it('finds rollups that drifted from the raw rows, until a rebuild', async () => {
    // A bulk load with the triggers off, as bench/dashboards.mjs loads its history.
    await t.db.execute(sql`alter table orders disable trigger user`);
    try {
      await insertOrder(t, ground.merchantId, {
        storeId: ground.stores[2] as string,
        customerId: 'bulk',
        status: 'COMPLETED',
        paidAt: '2025-03-05T10:00:00Z',
        totalCents: 999,
      });
    } finally {
      await t.db.execute(sql`alter table orders enable trigger user`);
    }
    const differences = await checkRollups(t.db);
    const rollups = new Set(differences.map((difference) => difference.rollup));
    // The customer has no number yet, so its bits cannot be expected: the missing number is reported.
    expect([...rollups].sort()).toEqual(['dashboard_customers', 'dashboard_days', 'dashboard_first_sales']);
    expect(differences.filter((difference) => difference.rollup === 'dashboard_days')).toHaveLength(2);
    expect(await checkRollups(t.db, { rebuild: true })).toEqual([]);
  });
});
