#!/usr/bin/env node
// A customer's promotion history (contract §6 rules 6 and 7) as the number of their orders grows.
// Every cart read, cart change and checkout at a merchant with a limited or new-client promotion
// reads it. Before migration 0027 it summed the applied entries of every one of the customer's
// orders' priced JSON; now it reads customer_promotion_uses, which the orders' triggers keep.
//
// A throwaway PostgreSQL cluster (pg-cluster.mjs) gets the real migrations, then one merchant with
// one store and customers with 10, 100, 1,000 and 5,000 orders (94 % COMPLETED, 3 % REFUNDED, 3 %
// CANCELED), priced JSON shaped as checkout freezes it (1–3 lines, add-ons, taxes), 30 % with an
// applied deal and 10 % with a second entry (a suggestion, which does not count). The customer's
// open CONFIRMED order in the store is there too, as a checkout sees it.
// Side by side, alternating call by call on the same pool: the statement this replaced (below,
// kept here only for the comparison), the rollup read sent unnamed (planned on every call) and
// the server's promotionHistory(), a named statement. RUNS calls each after 20 warm-ups; wall time
// of the call through node-postgres, p50 and p95, and the ratios.
//
// Usage: node bench/promotion-history.mjs [postgres://user@host:port/db] [--runs=300]
// With a URL a database is created next to it and dropped afterwards; without one, a cluster on
// PROMOTION_HISTORY_PG_PORT (default 55443) is started and removed.
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { register } from 'tsx/esm/api';
import { startCluster, withAdmin } from './pg-cluster.mjs';

register();
const root = new URL('..', import.meta.url).pathname;
const server = (path) => import(join(root, 'apps/server/src', path));
const { openDatabase } = await server('db/client.ts');
const { promotionHistory, promotionHistoryQuery } = await server(
  'modules/cart/promotion-history.repository.ts',
);
const { sql } = await import('drizzle-orm');

const args = process.argv.slice(2);
const givenUrl = args.find((arg) => arg.startsWith('postgres')) ?? process.env.DATABASE_URL;
const RUNS = Number(args.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 300);
const SIZES = [10, 100, 1000, 5000];
const MERCHANT = '20000000000000000001';
const STORE = '20000000000000000011';
const DEAL = '20000000000000000500';
const SUGGESTED = '20000000000000000501';

/** The statement promotionHistory ran before migration 0027. */
const before = (db, customerId) =>
  db.execute(sql`
    select null as id, 0 as uses,
      exists (select 1 from orders p where p.customer_id = ${customerId} and p.merchant_id = ${MERCHANT}
        and p.status in ('PAID', 'COMPLETED')) as earlier
    union all
    select e.value->>'id', sum(coalesce((e.value->>'timesApplied')::int, 0))::int, false
    from orders o
    cross join lateral jsonb_array_elements(coalesce(o.priced->'appliedPromotions', '[]'::jsonb)) e
    where o.customer_id = ${customerId} and o.merchant_id = ${MERCHANT}
      and o.status in ('CONFIRMED', 'PAID', 'COMPLETED')
      and not (o.store_id = ${STORE} and o.status = 'CONFIRMED' and o.serve_status is null)
      and coalesce(e.value->>'list', 'APPLIED') = 'APPLIED'
    group by 1`);

/** The server's rollup read sent unnamed (parsed and planned on every call), as it ran until it was named. */
const unprepared = (db, customerId) =>
  promotionHistoryQuery(db, true).execute({ customerId, merchantId: MERCHANT, storeId: STORE });

const MENU = [
  ['Latte', 450],
  ['Flat white', 425],
  ['Croissant', 325],
  ['Almond croissant', 395],
  ['Blueberry muffin', 275],
  ['Sourdough loaf', 850],
  ['Chai latte', 475],
  ['Cinnamon bun', 395],
];

/** A priced cart as checkout freezes it (order-mapper.ts FrozenPricing), seeded by i. */
function pricedOf(i) {
  const lines = Array.from({ length: 1 + (i % 3) }, (_, k) => {
    const [name, price] = MENU[(i * 7 + k * 3) % MENU.length];
    const quantity = 1 + ((i + k) % 2);
    const addon = (i + k) % 4 === 0;
    return {
      id: String(k + 1),
      kind: 'NORMAL',
      name,
      image: null,
      addons: addon
        ? [
            {
              name: 'Oat milk',
              addonId: '20000000000000000300',
              quantity: 1,
              addonGroupId: '20000000000000000400',
              appliedTaxes: [],
              unitPriceCents: 50,
              totalAmountCents: 50 * quantity,
              totalDiscountAmountCents: 0,
            },
          ]
        : [],
      isRedeem: false,
      quantity,
      productId: `2000000000000000010${k}`,
      isFreeItem: false,
      instruction: '',
      appliedTaxes: [
        { taxType: 'HST', taxPercentage: 13, taxAmountCents: Math.round(price * quantity * 0.13) },
      ],
      unitPriceCents: price,
      totalAmountCents: price * quantity,
      appliedPromotionId: null,
      totalAddonAmountCents: addon ? 50 * quantity : 0,
      totalDiscountAmountCents: 0,
    };
  });
  const sub = lines.reduce((sum, line) => sum + line.totalAmountCents + line.totalAddonAmountCents, 0);
  const dealt = i % 10 < 3;
  const discount = dealt ? Math.round(sub / 10) : 0;
  const tax = Math.round((sub - discount) * 0.13);
  const entry = (id, name, list) => ({
    id,
    name,
    type: 'DEAL',
    dealType: 'DEAL_DISCOUNT',
    list,
    timesApplied: 1,
    totalDiscountAmountCents: list === 'APPLIED' ? discount : 0,
  });
  return {
    items: lines,
    storeId: STORE,
    isCartEmpty: false,
    delivery: null,
    appliedTaxes: [{ taxType: 'HST', taxPercentage: 13, taxAmountCents: tax }],
    cartItemCount: lines.length,
    numberOfItems: lines.reduce((sum, line) => sum + line.quantity, 0),
    subAmountCents: sub,
    taxAmountCents: tax,
    serviceFeeCents: 0,
    globalPointsUsed: 0,
    totalAmountCents: sub - discount + tax,
    appliedPromotions: [
      ...(dealt ? [entry(DEAL, 'Happy Hour 10%', 'APPLIED')] : []),
      ...(i % 10 === 9 ? [entry(SUGGESTED, 'Second latte half price', 'SUGGESTED')] : []),
    ],
    earnedGlobalPoints: Math.floor(sub / 10),
    discountAmountCents: discount,
    eligibilityAmountCents: sub,
    subAmountProductsCents: sub,
  };
}

async function load(db) {
  let n = 0;
  for (const [c, size] of SIZES.entries()) {
    const customerId = `2000000000000000900${c}`;
    for (let start = 0; start < size; start += 500) {
      const rows = [];
      for (let i = start; i < Math.min(size, start + 500); i++, n++) {
        const open = i === size - 1;
        const status = open
          ? 'CONFIRMED'
          : i % 33 === 5
            ? 'REFUNDED'
            : i % 33 === 17
              ? 'CANCELED'
              : 'COMPLETED';
        const priced = pricedOf(n);
        const at = new Date(Date.parse('2025-01-01T14:00:00Z') + n * 3_600_000).toISOString();
        rows.push(
          sql`(${`3${String(n).padStart(19, '0')}`}, ${MERCHANT}, ${STORE}, ${customerId}, ${status},
            ${status === 'COMPLETED' ? 'PICKUP' : null}, 'PICKUP', 'CARD', ${priced.numberOfItems},
            ${JSON.stringify(priced)}::jsonb, ${priced.subAmountCents}, ${priced.subAmountCents},
            ${priced.discountAmountCents}, ${priced.taxAmountCents}, 0, ${priced.totalAmountCents}, ${at}, ${at})`,
        );
      }
      await db.execute(sql`insert into orders (id, merchant_id, store_id, customer_id, status, serve_status,
        serve_type, payment_method, number_of_items, priced, sub_amount_products_cents, sub_amount_cents,
        discount_cents, tax_cents, service_fee_cents, total_cents, created_at, last_updated_at) values ${sql.join(rows, sql`, `)}`);
    }
  }
  await db.execute(sql`vacuum analyze orders`);
  await db.execute(sql`vacuum analyze customer_promotion_uses`);
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const timed = async (call) => {
  const start = performance.now();
  await call();
  return performance.now() - start;
};

const cluster = givenUrl ? null : startCluster(Number(process.env.PROMOTION_HISTORY_PG_PORT ?? 55443));
const adminUrl = givenUrl ?? cluster.url;
const dbName = `perkdesk_bench_history_${process.pid}`;
await withAdmin(adminUrl, `CREATE DATABASE ${dbName}`);
const url = new URL(adminUrl);
url.pathname = `/${dbName}`;
try {
  const database = await openDatabase({ url: url.toString() });
  const { db } = database;
  await load(db);
  console.log(
    `${SIZES.join(', ')} orders per customer; ${RUNS} calls each, alternating; ms through node-postgres`,
  );
  console.log(
    '  orders   before p50   p95    unnamed p50   p95    named p50   p95    p95 before/named  unnamed/named   same answer',
  );
  for (const [c, size] of SIZES.entries()) {
    const customerId = `2000000000000000900${c}`;
    const old = await before(db, customerId);
    const oldUses = old.rows.filter((row) => row.id !== null).map((row) => [row.id, Number(row.uses)]);
    const now = await promotionHistory(db, customerId, MERCHANT, STORE);
    const same =
      JSON.stringify(oldUses.filter(([, uses]) => uses !== 0)) === JSON.stringify([...now.usesByPromotion]) &&
      old.rows.find((row) => row.id === null)?.earlier === now.hasEarlierOrder;
    for (let i = 0; i < 20; i++) {
      await before(db, customerId);
      await unprepared(db, customerId);
      await promotionHistory(db, customerId, MERCHANT, STORE);
    }
    const a = [];
    const u = [];
    const b = [];
    for (let i = 0; i < RUNS; i++) {
      a.push(await timed(() => before(db, customerId)));
      u.push(await timed(() => unprepared(db, customerId)));
      b.push(await timed(() => promotionHistory(db, customerId, MERCHANT, STORE)));
    }
    for (const times of [a, u, b]) times.sort((x, y) => x - y);
    const f = (v) => v.toFixed(2).padStart(8);
    const pair = (times) => `${f(percentile(times, 50))} ${f(percentile(times, 95))}`;
    const ratio = (times) => `${(percentile(times, 95) / percentile(b, 95)).toFixed(1).padStart(8)}×`;
    console.log(
      `  ${String(size).padStart(6)} ${pair(a)}      ${pair(u)}    ${pair(b)}    ${ratio(a)}       ${ratio(u)}          ${same ? 'yes' : 'NO'}`,
    );
    if (!same) process.exitCode = 1;
  }
  await database.close();
} finally {
  await withAdmin(adminUrl, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  cluster?.stop();
}
