import { archivedOrdersQuerySchema, type MerchantOrder } from '@perkdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrderBook, type OrderBook } from '../../test/order-book-fixture';
import { call, expectRefusal, type ProviderHarness, startProvider } from '../../test/order-harness';
import { exportArchivedOrders } from './export-archived-orders';
import { csvCell } from './history-csv';

// GET /api/orders/archived/export: the filtered history as CSV, every page of it.

let p: ProviderHarness;
let book: OrderBook;
let archived: MerchantOrder[];

beforeAll(async () => {
  p = await startProvider('sandbox');
  book = await buildOrderBook(p);
  archived = book.orders.filter((order) => order.status === 'COMPLETED' || order.status === 'REFUNDED');
}, 120_000);
afterAll(() => p.close());

const exported = (query: string, headers = book.merchant.headers) =>
  call(p.t, 'GET', `/api/orders/archived/export${query ? `?${query}` : ''}`, undefined, headers);

/** The CSV's records as cells (no quoted line breaks in these orders). */
const records = (body: string) =>
  body
    .trimEnd()
    .split('\r\n')
    .map((record) => record.split(','));

const newestFirst = (orders: MerchantOrder[]) =>
  [...orders].sort((a, b) => b.lastUpdatedAt.localeCompare(a.lastUpdatedAt) || b.id.localeCompare(a.id));

describe('GET /api/orders/archived/export', () => {
  it('downloads every archived order as CSV, newest update first, with a heading', async () => {
    const response = await exported('pageSize=2');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [heading, ...rows] = records(response.body);
    expect(heading?.slice(0, 4)).toEqual(['Order', 'Status', 'Store', 'Customer']);
    // pageSize is the screen's; the export has all of them.
    expect(rows.map((row) => row[0])).toEqual(newestFirst(archived).map((order) => order.id));
    const first = newestFirst(archived)[0] as MerchantOrder;
    const row = rows[0] as string[];
    expect(row[1]).toBe(first.status);
    expect(row[3]).toBe(first.customerName ?? '');
    expect(Number(row[heading?.indexOf('Total') as number])).toBe(first.totalAmount);
    expect(row[heading?.indexOf('Paid at') as number]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });

  it('keeps the screen filters: status, store and sort', async () => {
    const completed = records(
      (await exported('orderStatus=COMPLETED&sortBy=totalAmount&sortDesc=false')).body,
    );
    const expected = archived
      .filter((order) => order.status === 'COMPLETED')
      .sort((a, b) => a.totalAmount - b.totalAmount || a.lastUpdatedAt.localeCompare(b.lastUpdatedAt));
    expect(completed.slice(1).map((row) => row[0])).toEqual(expected.map((order) => order.id));

    const montreal = records((await exported(`storeId=${book.stores.montreal}`)).body);
    const inMontreal = archived.filter((order) => order.storeId === book.stores.montreal);
    expect(
      montreal
        .slice(1)
        .map((row) => row[0])
        .sort(),
    ).toEqual(inMontreal.map((order) => order.id).sort());
  });

  it('reads the same orders in batches of any size', async () => {
    const query = archivedOrdersQuerySchema.parse({});
    const read = async (batch: number) => {
      let csv = '';
      const lines = await exportArchivedOrders({ db: p.t.db }, book.merchant.id, query, batch);
      for await (const chunk of lines) csv += chunk;
      return csv;
    };
    expect(await read(3)).toBe(await read(500));
  });

  it('refuses another merchant, a customer and a bad query as the history does', async () => {
    await expectRefusal(await exported(`storeId=${book.other.storeId}`), 404, 'NOT_FOUND');
    expect((await exported('', book.customerHeaders)).statusCode).toBe(403);
    expect((await exported('', {})).statusCode).toBe(401);
    expect((await exported('orderStatus=PAID')).statusCode).toBe(400);
  });
});

describe('csvCell', () => {
  it('quotes commas, quotes and line breaks, and defuses formulas', () => {
    expect(csvCell('Tremblay, Amélie')).toBe('"Tremblay, Amélie"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell(null)).toBe('');
  });
});
