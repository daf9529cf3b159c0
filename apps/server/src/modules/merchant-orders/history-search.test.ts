import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { openTestDatabase } from '../../test/test-database';
import { historyPageIdsByOffset } from './history-page-by-offset';
import { type HistoryFilter, type HistoryOptions, type HistorySort, wholeHistory } from './history-query';
import { historyPageIds } from './order-history';

// The history's search on words (order_search_words, order_search_hits; docs/adr/0010): on an
// order book whose orders share names, products and messages, every way a search can be
// answered (all hits read, hits read per word, orders' trigram index; counts cut at a cap) must
// give the plain OFFSET query's page, and the triggers must keep both tables as a rebuild would.

let database: Database;
const MERCHANT = '10000000000000000088';
const OTHER = '10000000000000000089';
const STORES = ['20000000000000000011', '20000000000000000012'];

const book = (merchant: string, count: number, products: string, start: string) => sql`
  insert into orders (id, merchant_id, store_id, customer_id, status, serve_status, serve_type, number_of_items,
    priced, sub_amount_products_cents, sub_amount_cents, discount_cents, tax_cents, service_fee_cents,
    global_points_used, total_cents, customer_name, customer_phone, search_text, paid_at, last_updated_at)
  select id, ${merchant}, (${sql.raw(`ARRAY['${STORES.join("','")}']`)})[1 + i % 2], 'c' || i % 40,
    case when i % 11 = 0 then 'REFUNDED' when i % 13 = 0 then 'PAID' else 'COMPLETED' end,
    'PICKUP', (ARRAY['PICKUP', 'DINE_IN', 'DELIVERY'])[1 + i % 3], 1, '{}'::jsonb,
    sub, sub, 0, 0, 0, 0, sub, name, phone,
    concat_ws(E'\n', id, lower(name), phone, lower(product), case when i % 5 = 0 then 'oat milk' end,
      case when i % 11 = 0 then 'oven broke' end,
      -- Three words holding "tremblay" in every order of a Tremblay: a search's duplicates.
      case when i * 7 % 5 < 2 then 'tremblay fan club' end, case when i * 7 % 5 < 2 then 'tremblay family' end),
    at - interval '20 minutes', at
  from (select i, at, (floor(extract(epoch from at) * 1000)::bigint)::text || lpad((i * 7919 % 10000000)::text, 7, '0') as id,
      (i * 3571 % 9000) + 150 as sub,
      (ARRAY['Chloé Tremblay', 'Liam Tremblay', 'Noah Roy', 'Léa Gagnon', 'Ava Smith'])[1 + i * 7 % 5] as name,
      '+1514555' || lpad((i % 60)::text, 4, '0') as phone,
      (${sql.raw(products)})[1 + i % 4] as product
    from (select i, ${start}::timestamptz + (i * 7.1 * 3600) * interval '1 second' as at
      from generate_series(1, ${count}) i) s) o`;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(
    book(
      MERCHANT,
      500,
      "ARRAY['Latte', 'Iced latte', 'Quiche lorraine', 'Mac and cheese']",
      '2025-01-03 08:00Z',
    ),
  );
  await database.db.execute(
    book(OTHER, 60, "ARRAY['Latte', 'Macaron', 'Croissant', 'Pain au chocolat']", '2025-01-03 09:00Z'),
  );
  // Later changes go through the triggers: paid orders completed, refunds with a reason, a new
  // message, deletions.
  await database.db.execute(sql`update orders set status = 'COMPLETED', last_updated_at = last_updated_at + interval '3 days'
    where merchant_id = ${MERCHANT} and status = 'PAID' and seq % 2 = 0`);
  await database.db.execute(sql`update orders set status = 'REFUNDED', search_text = search_text || E'\nmachine down'
    where merchant_id = ${MERCHANT} and status = 'COMPLETED' and seq % 17 = 0`);
  await database.db.execute(sql`update orders set search_text = replace(search_text, 'noah roy', 'noah leroy'),
    customer_name = 'Noah Leroy' where merchant_id = ${MERCHANT} and seq % 7 = 0`);
  await database.db.execute(sql`delete from orders where merchant_id = ${MERCHANT} and seq % 23 = 0`);
}, 120_000);
afterAll(() => database.close());

const filters: [string, Partial<HistoryFilter>][] = [
  ['all', {}],
  ['store 2, refunded', { storeId: STORES[1] as string, statuses: ['REFUNDED'] }],
  [
    'dine-in and delivery, from 2025-02-01',
    { serveTypes: ['DINE_IN', 'DELIVERY'], range: { from: new Date('2025-02-01T05:00Z'), to: null } },
  ],
];
const sorts: HistorySort[] = [
  { field: 'lastUpdatedAt', desc: true },
  { field: 'lastUpdatedAt', desc: false },
  { field: 'totalAmount', desc: true },
  { field: 'customerName', desc: false },
  { field: 'id', desc: false },
  { field: 'serveStatus', desc: true },
];
const ways: [string, HistoryOptions][] = [
  ['all hits read', {}],
  ['per word or on the trigram index', { searchReadAllHits: 0 }],
  ['all hits read, counted up to 9', { searchCap: 9 }],
  ['per word or on the trigram index, counted up to 9', { searchCap: 9, searchReadAllHits: 0 }],
];

const searchFilter = (search: string, partial: Partial<HistoryFilter> = {}): HistoryFilter => ({
  ...wholeHistory(MERCHANT),
  search,
  ...partial,
});

/** The plain OFFSET query's page, cut where the search's count stops. */
async function expected(
  filter: HistoryFilter,
  sort: HistorySort,
  pageNumber: number,
  size: number,
  cap: number,
) {
  const plain = await historyPageIdsByOffset(database.db, filter, sort, { pageNumber, pageSize: size });
  const room = Math.max(0, cap - pageNumber * size);
  return { ids: plain.ids.slice(0, room), total: Math.min(plain.total, cap) };
}

describe('search on order_search_words', () => {
  it.each(['tremblay', 'latte', 'oven broke', 'mac', '0001', 'noah', 'machine', 'nothing like it'])(
    'finds "%s" as the plain OFFSET query, every way it can be answered',
    async (search) => {
      for (const [name, partial] of filters)
        for (const sort of sorts)
          for (const [way, options] of ways) {
            const filter = searchFilter(search, partial);
            const cap = options.searchCap ?? 1000;
            const first = await expected(filter, sort, 0, 7, cap);
            const pages = Math.ceil(first.total / 7);
            for (let pageNumber = 0; pageNumber <= pages; pageNumber += pages > 8 ? 4 : 1) {
              const page = { pageNumber, pageSize: 7 };
              expect(
                await historyPageIds(database.db, filter, sort, page, options),
                `${name}, ${sort.field} ${sort.desc ? 'desc' : 'asc'}, ${way}, page ${pageNumber}`,
              ).toEqual(await expected(filter, sort, pageNumber, 7, cap));
            }
          }
    },
    60_000,
  );

  it("never finds another merchant's orders", async () => {
    const filter = searchFilter('croissant');
    for (const [, options] of ways)
      expect(
        await historyPageIds(
          database.db,
          filter,
          sorts[0] as HistorySort,
          { pageNumber: 0, pageSize: 50 },
          options,
        ),
      ).toEqual({ ids: [], total: 0 });
    const theirs = await historyPageIds(
      database.db,
      { ...filter, merchantId: OTHER },
      sorts[0] as HistorySort,
      { pageNumber: 0, pageSize: 50 },
    );
    expect(theirs.total).toBeGreaterThan(0);
  });

  it('keeps the words and their hits equal to a rebuild from the orders', async () => {
    const snapshot = async () => ({
      words: (
        await database.db.execute<{ key: string }>(sql`
          select merchant_id || ' ' || word || ' ' || hits as key from order_search_words where hits > 0 order by 1`)
      ).rows.map((row) => row.key),
      hits: (
        await database.db.execute<{ key: string }>(sql`
          select concat_ws(' ', w.merchant_id, w.word, h.id, h.last_updated_at, h.store_id, h.status, h.serve_type,
            h.serve_status, h.paid_at, h.customer_name, h.sub_amount_cents, h.discount_cents, h.total_cents,
            h.global_points_used) as key
          from order_search_hits h join order_search_words w on w.id = h.word_id order by 1`)
      ).rows.map((row) => row.key),
    });
    const kept = await snapshot();
    expect(kept.words.some((key) => key.includes('machine down'))).toBe(true);
    expect(kept.words.some((key) => key.includes('noah leroy'))).toBe(true);
    expect(kept.hits.length).toBeGreaterThan(2000);
    await database.db.execute(sql`select order_search_rebuild()`);
    expect(await snapshot()).toEqual(kept);
  });
});
