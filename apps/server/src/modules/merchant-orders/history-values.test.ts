import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { openTestDatabase } from '../../test/test-database';
import { historyPageIdsByOffset } from './history-page-by-offset';
import { type HistoryFilter, wholeHistory } from './history-query';
import { NULL_BUCKET, VALUE_KEYS, type ValueSortField } from './history-values';
import { historyPageIds } from './order-history';
import { bucketFunctionsSql } from './value-bucket-functions';
import { valueStretches } from './value-stretches';
import { AMOUNT_THRESHOLDS, NAME_THRESHOLDS, POINT_THRESHOLDS } from './value-thresholds';

// The value sorts' seeks (order_history_values, docs/adr/0009): on an order book of a few
// hundred orders with every kind of value (no discount, null and lower-case names, ids not of
// digits, refunds and deletions after the fact), every page sought must be the plain OFFSET
// query's page, with the same total.

let database: Database;
const MERCHANT = '10000000000000000077';
const STORES = ['20000000000000000001', '20000000000000000002', '20000000000000000003'];

beforeAll(async () => {
  database = await openTestDatabase();
  // 700 orders over about five months of 2025, their values drawn from a fixed sequence.
  await database.db.execute(sql`
    insert into orders (id, merchant_id, store_id, customer_id, status, serve_status, serve_type, number_of_items,
      priced, sub_amount_products_cents, sub_amount_cents, discount_cents, tax_cents, service_fee_cents,
      global_points_used, total_cents, customer_name, paid_at, last_updated_at)
    select case when i % 97 = 0 and i % 3 = 2 then 'imported-' || i else
        (floor(extract(epoch from at) * 1000)::bigint)::text || lpad((i * 7919 % 10000000)::text, 7, '0') end,
      ${MERCHANT}, (${sql.raw(`ARRAY['${STORES.join("','")}']`)})[1 + i % 3], 'c' || i % 50,
      case when i % 11 = 0 then 'REFUNDED' when i % 13 = 0 then 'PAID' when i % 17 = 0 then 'CANCELED'
        else 'COMPLETED' end,
      'PICKUP', (ARRAY['PICKUP', 'DINE_IN', 'DELIVERY', null])[1 + i % 4], 1, '{}'::jsonb,
      sub, sub, discount, 0, 0, points, sub - discount,
      case when i % 23 = 0 then null when i % 19 = 0 then 'émile ' || i % 5 when i % 29 = 0 then 'zoë'
        else (ARRAY['Aiden', 'Amelia', 'Ava', 'Bob', 'Chloé', 'Liam', 'Léa', 'Noah', 'Zoe'])[1 + i * 7 % 9]
          || ' ' || (ARRAY['Martin', 'Roy', 'Smith'])[1 + i % 3] end,
      at - interval '20 minutes', at
    from (select i, timestamptz '2025-01-03 08:00Z' + (i * 5.3 * 3600) * interval '1 second' as at,
        (i * 3571 % 9000) + 150 * (i % 5) as sub,
        case when i % 6 = 0 then 100 + i % 400 else 0 end as discount,
        case when i % 9 = 0 then (i % 7) * 75 else 0 end as points
      from generate_series(1, 700) i) o`);
  // Later changes go through the triggers: refunds, a renamed customer, deletions.
  await database.db.execute(sql`update orders set status = 'REFUNDED', last_updated_at = last_updated_at + interval '9 days'
    where merchant_id = ${MERCHANT} and status = 'COMPLETED' and seq % 31 = 0`);
  await database.db.execute(sql`update orders set customer_name = 'Renamed', total_cents = total_cents + 1
    where merchant_id = ${MERCHANT} and seq % 37 = 0`);
  await database.db.execute(sql`delete from orders where merchant_id = ${MERCHANT} and seq % 41 = 0`);
}, 120_000);
afterAll(() => database.close());

const january = (day: number) => new Date(Date.UTC(2025, 0, day));
const filters: [string, Partial<HistoryFilter>][] = [
  ['all', {}],
  ['store 2, refunded', { storeId: STORES[1] as string, statuses: ['REFUNDED'] }],
  ['dine-in and delivery', { serveTypes: ['DINE_IN', 'DELIVERY'] }],
  [
    'completed, 2025-01-15 10:00 to 2025-03-20 13:30',
    {
      statuses: ['COMPLETED'],
      range: { from: new Date('2025-01-15T10:00Z'), to: new Date('2025-03-20T13:30Z') },
    },
  ],
  ['from 2025-02-10', { range: { from: new Date('2025-02-10T05:00Z'), to: null } }],
  [
    'until 2025-02-10, store 1 pickup',
    {
      storeId: STORES[0] as string,
      serveTypes: ['PICKUP'],
      range: { from: null, to: new Date('2025-02-10T05:00Z') },
    },
  ],
  ['three days', { range: { from: january(20), to: january(23) } }],
];

describe('value sorts sought on order_history_values', () => {
  it.each(Object.keys(VALUE_KEYS) as ValueSortField[])(
    'pages by %s as the plain OFFSET query',
    async (field) => {
      for (const [name, partial] of filters)
        for (const desc of [true, false]) {
          const filter: HistoryFilter = { ...wholeHistory(MERCHANT), ...partial };
          const sort = { field, desc };
          const first = await historyPageIdsByOffset(database.db, filter, sort, {
            pageNumber: 0,
            pageSize: 7,
          });
          expect(first.total, name).toBeGreaterThan(0);
          const pages = Math.ceil(first.total / 7);
          // Every page of small results; of larger ones the first, every third and the last ones.
          for (
            let pageNumber = 0;
            pageNumber <= pages;
            pageNumber += pages > 30 && pageNumber < pages - 3 ? 3 : 1
          ) {
            const page = { pageNumber, pageSize: 7 };
            const expected = await historyPageIdsByOffset(database.db, filter, sort, page);
            expect(
              await historyPageIds(database.db, filter, sort, page),
              `${name}, desc ${desc}, page ${pageNumber}`,
            ).toEqual(expected);
          }
        }
    },
  );

  it('keeps order_history_values equal to a recount of the orders', async () => {
    const counts = () =>
      database.db.execute<{ key: string }>(sql`
        select merchant_id || sort_key || span || start || bucket || store_id || counts::text as key
        from order_history_values where counts <> array_fill(0, ARRAY[8]) order by 1`);
    const kept = (await counts()).rows.map((row) => row.key);
    expect(kept.length).toBeGreaterThan(100);
    await database.db.execute(sql`select order_history_values_rebuild()`);
    expect((await counts()).rows.map((row) => row.key)).toEqual(kept);
  });
});

describe('value buckets', () => {
  it('are the same in the migration as in history-values.ts', async () => {
    const defined = await database.db.execute<{ name: string; body: string }>(sql`
      select proname as name, prosrc as body from pg_proc where proname like 'order_history_value_bucket_%'`);
    const expected = bucketFunctionsSql();
    expect(defined.rows).toHaveLength(5);
    for (const row of defined.rows) {
      expect(expected).toContain(`${row.name}(v `);
      expect(expected).toContain(row.body.trim());
    }
  });

  it('put every value between its bucket bounds, in the order of the values', async () => {
    const amounts = [...AMOUNT_THRESHOLDS.flatMap((t) => [t - 1, t, t + 1]), 5_000_000];
    const names = [...NAME_THRESHOLDS, 'Aa', 'Élodie', 'zoë', 'Zz', 'Émile'];
    const sorted = await database.db.execute<{ sorted: string[] }>(
      sql`select array_agg(t order by t) as sorted from unnest(${sql.raw(`ARRAY['${NAME_THRESHOLDS.join("','")}']`)}) t`,
    );
    expect(sorted.rows[0]?.sorted).toEqual([...NAME_THRESHOLDS]);
    const cases: [ValueSortField, string, string][] = [
      ...amounts.map((v): [ValueSortField, string, string] => ['totalAmount', `${v}`, 'integer']),
      ...POINT_THRESHOLDS.map((v): [ValueSortField, string, string] => [
        'globalPointsUsed',
        `${v + 1}`,
        'integer',
      ]),
      ...names.map((v): [ValueSortField, string, string] => ['customerName', `'${v}'`, 'text']),
      ['customerName', 'null', 'text'],
      ['paidAt', `'2025-03-09T23:59:59Z'`, 'timestamptz'],
      ['paidAt', `'2025-03-10T00:00:00Z'`, 'timestamptz'],
      ['id', `'17400000000001234567'`, 'text'],
      ['id', `'99999000000001234567'`, 'text'],
    ];
    for (const [field, literal, type] of cases) {
      const key = VALUE_KEYS[field];
      const bucket = Number(
        (
          await database.db.execute<{ b: number }>(
            sql`select ${sql.raw(key.bucketFunction)}(${sql.raw(`${literal}::${type}`)}) as b`,
          )
        ).rows[0]?.b,
      );
      const bounds = key.bounds(bucket);
      if (!bounds) throw new Error(`${field} ${literal}: no bounds for bucket ${bucket}`);
      if (bounds.kind === 'null') {
        expect(literal, field).toBe('null');
        expect(bucket).toBe(NULL_BUCKET);
        continue;
      }
      const value = sql.raw(`${literal}::${type}`);
      const within = await database.db.execute<{ ok: boolean }>(
        sql`select (${bounds.lo ? sql`${value} >= ${bounds.lo}` : sql`true`})
          and (${bounds.hi ? sql`${value} < ${bounds.hi}` : sql`true`}) as ok`,
      );
      expect(within.rows[0]?.ok, `${field} ${literal} in bucket ${bucket}`).toBe(true);
    }
  });

  it('cut a date range into blocks of four weeks, weeks and partial weeks that tile it', () => {
    for (const [from, to] of [
      [new Date('2025-01-15T10:00Z'), new Date('2025-06-20T13:30Z')],
      [new Date('2025-01-15T10:00Z'), new Date('2025-02-03T00:00Z')],
      [january(20), january(23)],
      [null, new Date('2025-02-10T05:00Z')],
      [new Date('2025-02-10T05:00Z'), null],
    ] as const) {
      const stretches = valueStretches(from, to).sort(
        (a, b) => (a.from?.getTime() ?? -Infinity) - (b.from?.getTime() ?? -Infinity),
      );
      expect(stretches[0]?.from ?? null).toEqual(from);
      expect(stretches.at(-1)?.to ?? null).toEqual(to);
      for (const [i, stretch] of stretches.entries()) {
        if (i > 0) expect(stretch.from).toEqual(stretches[i - 1]?.to);
        if (stretch.kind === 'edge')
          expect(stretch.to.getTime() - stretch.from.getTime()).toBeLessThan(7 * 86_400_000);
      }
    }
  });
});
