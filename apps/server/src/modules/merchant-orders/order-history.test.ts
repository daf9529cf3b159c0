import {
  ARCHIVE_SORT_FIELDS,
  type ArchivedOrder,
  archivedOrdersPageSchema,
  type MerchantOrder,
} from '@perkdesk/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrderBook, type OrderBook } from '../../test/order-book-fixture';
import { call, expectRefusal, type ProviderHarness, startProvider } from '../../test/order-harness';
import { wholeHistory } from './history-query';
import { historyPageIds } from './order-history';
import { SEARCH_COUNT_CAP } from './search-page';

// GET /api/orders/archived (contract §9 Archive parameters) on a real order book: every filter,
// every sort both ways, pages, responseFields and search, checked against the same orders
// filtered and sorted here.

let p: ProviderHarness;
let book: OrderBook;
let archived: MerchantOrder[];

beforeAll(async () => {
  p = await startProvider('sandbox');
  book = await buildOrderBook(p);
  archived = book.orders.filter((order) => order.status === 'COMPLETED' || order.status === 'REFUNDED');
}, 120_000);
afterAll(() => p.close());

const get = (query: string, headers = book.merchant.headers) =>
  call(p.t, 'GET', `/api/orders/archived${query ? `?${query}` : ''}`, undefined, headers);

async function page(query: string) {
  const response = await get(query);
  expect(response.statusCode, response.body).toBe(200);
  return archivedOrdersPageSchema.parse(response.json());
}

const ids = (orders: { id: string }[]) => orders.map((order) => order.id);
const torontoDay = (instant: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date(instant));

type Key = string | number;
const SORT_KEY: Record<(typeof ARCHIVE_SORT_FIELDS)[number], (order: MerchantOrder) => Key> = {
  id: (o) => o.id,
  storeId: (o) => o.storeId,
  customerName: (o) => o.customerName ?? '',
  subAmount: (o) => o.subAmount,
  discountAmount: (o) => o.discountAmount,
  totalAmount: (o) => o.totalAmount,
  globalPointsUsed: (o) => o.globalPointsUsed,
  status: (o) => o.status,
  serveStatus: (o) => o.serveStatus ?? '',
  paidAt: (o) => o.paidAt ?? '',
  lastUpdatedAt: (o) => o.lastUpdatedAt,
};
const compare = (a: Key, b: Key) => (a < b ? -1 : a > b ? 1 : 0);

/** The archive's order: the key, then lastUpdatedAt, then id, all the same way. */
function sorted(orders: MerchantOrder[], field: keyof typeof SORT_KEY, desc: boolean) {
  const key = SORT_KEY[field];
  const ascending = [...orders].sort(
    (a, b) => compare(key(a), key(b)) || compare(a.lastUpdatedAt, b.lastUpdatedAt) || compare(a.id, b.id),
  );
  return desc ? ascending.reverse() : ascending;
}

describe('GET /api/orders/archived', () => {
  it('answers COMPLETED and REFUNDED orders, newest update first, in pages of 10 by default', async () => {
    expect(archived).toHaveLength(10);
    const first = await page('');
    expect(first.totalElements).toBe(10);
    expect(first.pageNumber).toBe(0);
    expect(first.pageSize).toBe(10);
    expect(ids(first.content)).toEqual(ids(sorted(archived, 'lastUpdatedAt', true)));
    // Full merchant views, as GET /api/orders/{id} has them.
    expect(first.content[0]).toEqual(archived.find((order) => order.id === first.content[0]?.id));
    expect(first.content.every((order) => order.merchantId === book.merchant.id)).toBe(true);
  });

  it.each(ARCHIVE_SORT_FIELDS.flatMap((field) => [[field, true] as const, [field, false] as const]))(
    'sorts by %s (desc: %s), page after page',
    async (field, desc) => {
      const expected = ids(sorted(archived, field, desc));
      const seen: string[] = [];
      for (let pageNumber = 0; pageNumber < 4; pageNumber++) {
        const answer = await page(`sortBy=${field}&sortDesc=${desc}&pageSize=3&pageNumber=${pageNumber}`);
        expect(answer.totalElements).toBe(10);
        seen.push(...ids(answer.content));
      }
      expect(seen).toEqual(expected);
    },
  );

  it('reads updatedAt as lastUpdatedAt, and sortDesc=false as ascending', async () => {
    const answer = await page('sortBy=updatedAt&sortDesc=false');
    expect(ids(answer.content)).toEqual(ids(sorted(archived, 'lastUpdatedAt', false)));
  });

  it('answers an empty page past the end, with the total', async () => {
    const answer = await page('pageNumber=5&pageSize=2');
    expect(answer).toEqual({ content: [], totalElements: 10, pageNumber: 5, pageSize: 2 });
    expect((await page('pageNumber=3&pageSize=3')).content).toHaveLength(1);
  });

  it('filters on store, serve options and status, alone and combined, with exact totals', async () => {
    const stores = [null, book.stores.toronto, book.stores.montreal];
    const serves = [[], ['PICKUP'], ['DINE_IN', 'DELIVERY']];
    const statuses = ['ALL', 'COMPLETED', 'REFUNDED'];
    for (const storeId of stores)
      for (const serve of serves)
        for (const status of statuses) {
          const expected = archived.filter(
            (order) =>
              (!storeId || order.storeId === storeId) &&
              (serve.length === 0 || serve.includes(order.serveType as string)) &&
              (status === 'ALL' || order.status === status),
          );
          const query = [
            storeId ? `storeId=${storeId}` : '',
            `serveOptions=${serve.join(',')}`,
            `orderStatus=${status}`,
            'pageSize=100',
            'sortBy=totalAmount',
          ].join('&');
          const answer = await page(query);
          expect(answer.totalElements, query).toBe(expected.length);
          expect(ids(answer.content), query).toEqual(ids(sorted(expected, 'totalAmount', true)));
        }
  });

  it('filters on the day of lastUpdatedAt in the store zone, both ends included', async () => {
    const days = [...new Set(archived.map((order) => torontoDay(order.lastUpdatedAt)))].sort();
    expect(days.length).toBeGreaterThan(3);
    for (const [i, start] of days.entries())
      for (const end of days.slice(i)) {
        const expected = archived.filter((order) => {
          const day = torontoDay(order.lastUpdatedAt);
          return day >= start && day <= end;
        });
        for (const sortBy of ['lastUpdatedAt', 'customerName']) {
          const answer = await page(`startDate=${start}&endDate=${end}&pageSize=4&sortBy=${sortBy}`);
          expect(answer.totalElements, `${start}..${end}`).toBe(expected.length);
          expect(ids(answer.content)).toEqual(
            ids(sorted(expected, sortBy as 'lastUpdatedAt', true)).slice(0, 4),
          );
        }
      }
    const open = await page(
      `startDate=${days[2]}&pageSize=100&storeId=${book.stores.montreal}&sortDesc=false`,
    );
    const expected = archived.filter(
      (order) =>
        torontoDay(order.lastUpdatedAt) >= (days[2] as string) && order.storeId === book.stores.montreal,
    );
    expect(ids(open.content)).toEqual(ids(sorted(expected, 'lastUpdatedAt', false)));
    expect((await page('startDate=2030-01-01')).totalElements).toBe(0);
    // Whole months inside the range (read from order_history_months) with days around them.
    for (const [start, end] of [
      ['2025-04-15', '2025-07-20'],
      ['2025-05-01', '2025-06-30'],
      ['2025-04-30', days[3] as string],
    ]) {
      const within = archived.filter((order) => {
        const day = torontoDay(order.lastUpdatedAt);
        return day >= (start as string) && day <= (end as string);
      });
      for (let pageNumber = 0; pageNumber < 4; pageNumber++) {
        const answer = await page(
          `startDate=${start}&endDate=${end}&pageSize=3&pageNumber=${pageNumber}&sortBy=status`,
        );
        expect(answer.totalElements).toBe(within.length);
        expect(ids(answer.content)).toEqual(
          ids(sorted(within, 'status', true)).slice(pageNumber * 3, pageNumber * 3 + 3),
        );
      }
    }
  });

  it('pages a filtered result by seeking, whichever page', async () => {
    const expected = sorted(
      archived.filter((order) => order.storeId === book.stores.toronto),
      'serveStatus',
      false,
    );
    for (let pageNumber = 0; pageNumber < expected.length; pageNumber++) {
      const answer = await page(
        `storeId=${book.stores.toronto}&sortBy=serveStatus&sortDesc=false&pageSize=1&pageNumber=${pageNumber}`,
      );
      expect(ids(answer.content)).toEqual([expected[pageNumber]?.id]);
    }
  });

  describe('searchText', () => {
    /** What the archive searches, as the merchant sees it. */
    const searchable = (order: ArchivedOrder) =>
      [
        order.id,
        order.customerName,
        order.customerPhone,
        ...(order.items ?? []).flatMap((line) => [
          line.productName,
          ...line.addons.map((a) => a.productName),
        ]),
        ...(order.promotions ?? []).map((promotion) => (promotion as { name?: string }).name),
        order.messageByMerchant,
      ]
        .filter(Boolean)
        .join(' ')
        .toLowerCase();

    const search = async (text: string) => {
      const answer = await page(`searchText=${encodeURIComponent(text)}&pageSize=100`);
      expect(answer.totalElements).toBe(answer.content.length);
      for (const order of answer.content) expect(searchable(order)).toContain(text.toLowerCase());
      return answer.content;
    };
    const matching = (test: (order: MerchantOrder) => boolean) =>
      ids(sorted(archived.filter(test), 'lastUpdatedAt', true));

    it('finds an order by the last 4 characters of its id', async () => {
      for (const order of archived) expect(ids(await search(order.id.slice(-4)))).toContain(order.id);
      expect(ids(await search(archived[3]?.id as string))).toEqual([archived[3]?.id]);
    });

    it('finds orders by customer name (any case) or phone', async () => {
      expect(ids(await search('CHLOÉ'))).toEqual(matching((o) => o.customerName === 'Chloé Dubois'));
      expect(ids(await search('stone'))).toEqual(matching((o) => o.customerName === 'Bob Stone'));
      expect(ids(await search('5145550103'))).toEqual(matching((o) => o.customerName === 'Chloé Dubois'));
    });

    it('finds orders by product, add-on and merchant message', async () => {
      const has = (name: string) => (o: MerchantOrder) =>
        o.items.some((line) => line.productName === name || line.addons.some((a) => a.productName === name));
      expect(ids(await search('croissant'))).toEqual(matching(has('Croissant')));
      expect(ids(await search('gift'))).toEqual(matching(has('Gift card')));
      expect(ids(await search('vanilla syrup'))).toEqual(matching(has('Vanilla syrup')));
      expect(await search('vanilla syrup')).toHaveLength(1);
      expect(ids(await search('oven'))).toEqual(matching((o) => o.messageByMerchant === 'Oven broke'));
      expect(await search('no such thing')).toEqual([]);
    });

    it('takes the text literally (no wildcards) and combines with the filters', async () => {
      // As LIKE patterns these would match "latte" and "croissant".
      expect(await search('l_t')).toEqual([]);
      expect(await search('c%nt')).toEqual([]);
      const answer = await page(`searchText=croissant&storeId=${book.stores.montreal}&orderStatus=COMPLETED`);
      expect(ids(answer.content)).toEqual(
        matching(
          (o) =>
            o.storeId === book.stores.montreal &&
            o.status === 'COMPLETED' &&
            o.items.some((line) => line.productName === 'Croissant'),
        ),
      );
    });

    it('counts at most the cap, the pages still in the true order of every match', async () => {
      expect(SEARCH_COUNT_CAP).toBe(1000);
      const withCroissant = archived.filter((o) => o.items.some((line) => line.productName === 'Croissant'));
      expect(withCroissant.length).toBeGreaterThan(3);
      for (const sort of [
        { field: 'totalAmount', desc: true } as const,
        { field: 'lastUpdatedAt', desc: false } as const,
      ]) {
        const expected = ids(sorted(withCroissant, sort.field, sort.desc));
        const filter = { ...wholeHistory(book.merchant.id), search: 'croissant' };
        const first = await historyPageIds(
          p.t.db,
          filter,
          sort,
          { pageNumber: 0, pageSize: 2 },
          { searchCap: 3 },
        );
        expect(first).toEqual({ ids: expected.slice(0, 2), total: 3 });
        const second = await historyPageIds(
          p.t.db,
          filter,
          sort,
          { pageNumber: 1, pageSize: 2 },
          { searchCap: 3 },
        );
        expect(second).toEqual({ ids: expected.slice(2, 3), total: 3 });
      }
    });
  });

  describe('responseFields', () => {
    it('cuts each order down to the fields asked for, with the mappings, id always', async () => {
      const answer = await page(
        'responseFields=customerName,updatedAt,orderDetails,appliedTaxes,totalAmount&pageSize=100',
      );
      const fields = [
        'appliedTaxes',
        'customerId',
        'customerName',
        'customerPhone',
        'id',
        'items',
        'lastUpdatedAt',
        'promotions',
        'taxAmount',
        'totalAmount',
      ];
      for (const order of answer.content) {
        expect(Object.keys(order).sort()).toEqual(fields);
        const full = archived.find((known) => known.id === order.id) as MerchantOrder;
        expect(order).toEqual(
          Object.fromEntries(fields.map((field) => [field, full[field as keyof MerchantOrder]])),
        );
      }
      const onlyId = await page('responseFields=id');
      expect(onlyId.content.every((order) => Object.keys(order).join() === 'id')).toBe(true);
      const phone = await page('responseFields=customerPhone,lastUpdatedAt&pageSize=1');
      expect(Object.keys(phone.content[0] ?? {}).sort()).toEqual([
        'customerId',
        'customerName',
        'customerPhone',
        'id',
        'lastUpdatedAt',
      ]);
    });

    it('refuses an unknown field name with 400', async () => {
      const response = await get('responseFields=id,customerSecret');
      await expectRefusal(response, 400, 'VALIDATION_FAILED', 'Unknown response field: customerSecret.');
      expect(response.json().violations).toEqual([
        { field: 'responseFields', message: 'Unknown response field: customerSecret.' },
      ]);
    });
  });

  it.each([
    ['sortBy=createdAt', 'sortBy'],
    ['sortDesc=maybe', 'sortDesc'],
    ['orderStatus=PAID', 'orderStatus'],
    ['serveOptions=PICKUP,TAKEOUT', 'serveOptions[1]'],
    ['pageSize=0', 'pageSize'],
    ['pageSize=101', 'pageSize'],
    ['pageNumber=-1', 'pageNumber'],
    ['startDate=2025-06-05&endDate=2025-06-04', 'startDate'],
    ['endDate=June', 'endDate'],
    ['searchText=ab', 'searchText'],
  ])('refuses %s', async (query, field) => {
    const response = await get(query);
    await expectRefusal(response, 400, 'VALIDATION_FAILED');
    expect(response.json().violations.map((v: { field: string }) => v.field)).toEqual([field]);
  });

  it("is the caller's: another merchant's store is 404, and its own history has only its order", async () => {
    await expectRefusal(await get(`storeId=${book.stores.toronto}`, book.other.headers), 404, 'NOT_FOUND');
    const own = await get('', book.other.headers);
    expect(ids(own.json().content)).toEqual([book.other.orderId]);
    await expectRefusal(await get('', book.customerHeaders), 403, 'FORBIDDEN');
  });

  it('keeps order_history_days and order_history_months equal to the archived orders', async () => {
    const counted = await p.t.db.execute<{ key: string; n: number }>(sql`
      select merchant_id || day || store_id || status || serve_type || serve_status as key, orders as n
      from order_history_days where orders > 0 order by 1`);
    const actual = await p.t.db.execute<{ key: string; n: number }>(sql`
      select merchant_id || (last_updated_at at time zone 'UTC')::date || store_id || status
        || coalesce(serve_type, '') || coalesce(serve_status, '') as key, count(*)::int as n
      from orders where status in ('COMPLETED', 'REFUNDED') group by 1 order by 1`);
    expect(counted.rows.map((row) => [row.key, Number(row.n)])).toEqual(
      actual.rows.map((row) => [row.key, Number(row.n)]),
    );
    const months = await p.t.db.execute<{ key: string; n: number }>(sql`
      select merchant_id || month || store_id || status || serve_type || serve_status as key, orders as n
      from order_history_months where orders > 0 order by 1`);
    const perMonth = await p.t.db.execute<{ key: string; n: number }>(sql`
      select merchant_id || date_trunc('month', last_updated_at at time zone 'UTC')::date || store_id || status
        || coalesce(serve_type, '') || coalesce(serve_status, '') as key, count(*)::int as n
      from orders where status in ('COMPLETED', 'REFUNDED') group by 1 order by 1`);
    expect(months.rows.map((row) => [row.key, Number(row.n)])).toEqual(
      perMonth.rows.map((row) => [row.key, Number(row.n)]),
    );
    expect(new Set(months.rows.map((row) => row.key.slice(20, 27))).size).toBe(2);
  });
});
