import { archivedOrdersQuerySchema } from '@perkdesk/contracts';
import { describe, expect, it } from 'vitest';
import { patchListParams, readListParams } from '../../../components/list-top-bar/list-params';
import { HISTORY_COLUMN_SET, type HistoryColumn } from './history-columns';
import {
  archiveQuery,
  archiveSearchParams,
  historyDefaults,
  localDay,
  monthBack,
  nextSort,
  searchTooShort,
} from './history-query';

// A fixed day, so "one month back" is known: 15 March 2026, local time.
const NOW = new Date(2026, 2, 15, 10, 30);
const defaults = historyDefaults(NOW);
const read = (query: string) => readListParams(new URLSearchParams(query), defaults);
const DEFAULT_COLUMNS = [...HISTORY_COLUMN_SET.defaults];

describe('monthBack', () => {
  it.each([
    ['2026-03-15', '2026-02-15'],
    ['2026-01-10', '2025-12-10'],
    ['2026-03-31', '2026-02-28'],
    ['2024-03-30', '2024-02-29'],
    ['2026-05-31', '2026-04-30'],
  ])('%s → %s', (day, expected) => expect(monthBack(day)).toBe(expected));
});

describe('order history defaults (spec 1 §9)', () => {
  it('shows 10 orders, latest update first, from one month back to today', () => {
    expect(read('')).toMatchObject({
      sort: 'lastUpdatedAt',
      dir: 'desc',
      size: 10,
      page: 1,
      from: '2026-02-15',
      to: '2026-03-15',
    });
  });

  it('asks the server for exactly that, with the default columns', () => {
    expect(archiveQuery(read(''), DEFAULT_COLUMNS)).toEqual({
      pageNumber: 0,
      pageSize: 10,
      sortBy: 'lastUpdatedAt',
      sortDesc: 'true',
      orderStatus: 'ALL',
      startDate: '2026-02-15',
      endDate: '2026-03-15',
      responseFields:
        'id,customerName,customerPhone,storeId,subAmount,discountAmount,appliedTaxes,totalAmount,orderDetails',
    });
  });

  it('accepts only the sort fields the server knows', () => {
    expect(read('sort=totalAmount&dir=asc')).toMatchObject({ sort: 'totalAmount', dir: 'asc' });
    expect(read('sort=name')).toMatchObject({ sort: 'lastUpdatedAt' });
  });
});

describe('archiveQuery: the top bar to GET /api/orders/archived (spec 1 §7)', () => {
  it('maps every filter, the zero-based page and the chosen columns', () => {
    const params = read(
      'q=%204f2a%20&store=901&serve=PICKUP,DELIVERY&orderStatus=REFUNDED&from=2026-01-01&to=2026-01-31&sort=totalAmount&dir=asc&page=3&size=20',
    );
    const columns: HistoryColumn[] = ['id', 'status', 'totalAmount'];
    expect(archiveQuery(params, columns)).toEqual({
      pageNumber: 2,
      pageSize: 20,
      sortBy: 'totalAmount',
      sortDesc: 'false',
      orderStatus: 'REFUNDED',
      searchText: '4f2a',
      storeId: '901',
      serveOptions: 'PICKUP,DELIVERY',
      startDate: '2026-01-01',
      endDate: '2026-01-31',
      responseFields: 'id,status,totalAmount',
    });
  });

  it('sends ALL for a missing or foreign status', () => {
    expect(archiveQuery(read('orderStatus=PAID'), DEFAULT_COLUMNS).orderStatus).toBe('ALL');
  });

  it('produces a query the contract accepts, customerName and orderDetails mapped as the server does', () => {
    const query = archiveQuery(read('orderStatus=COMPLETED'), DEFAULT_COLUMNS);
    const parsed = archivedOrdersQuerySchema.parse(Object.fromEntries(archiveSearchParams(query)));
    expect(parsed.responseFields).toEqual(
      expect.arrayContaining([
        'id',
        'customerId',
        'customerName',
        'customerPhone',
        'items',
        'promotions',
        'taxAmount',
      ]),
    );
    expect(parsed).toMatchObject({ pageNumber: 0, pageSize: 10, orderStatus: 'COMPLETED', sortDesc: true });
  });

  it('every column is a responseFields name the contract knows', () => {
    const query = archiveQuery(read(''), [...HISTORY_COLUMN_SET.all]);
    expect(archivedOrdersQuerySchema.safeParse(Object.fromEntries(archiveSearchParams(query))).success).toBe(
      true,
    );
  });

  it('writes the query string in a stable order, so equal filters share one cache entry', () => {
    const a = archiveSearchParams(archiveQuery(read('store=1&q=x'), DEFAULT_COLUMNS)).toString();
    const b = archiveSearchParams(archiveQuery(read('q=x&store=1'), DEFAULT_COLUMNS)).toString();
    expect(a).toBe(b);
  });
});

describe('sorting by a column header', () => {
  it('flips the direction of the sorted column and starts another descending', () => {
    expect(nextSort({ sort: 'lastUpdatedAt', dir: 'desc' }, 'lastUpdatedAt')).toEqual({
      sort: 'lastUpdatedAt',
      dir: 'asc',
    });
    expect(nextSort({ sort: 'lastUpdatedAt', dir: 'asc' }, 'totalAmount')).toEqual({
      sort: 'totalAmount',
      dir: 'desc',
    });
  });

  it('goes back to page 1 when the sort changes', () => {
    const next = patchListParams(new URLSearchParams('page=4'), nextSort(read('page=4'), 'id'));
    expect(next.get('page')).toBeNull();
    expect(next.get('sort')).toBe('id');
  });
});

describe('localDay', () => {
  it('is the day in the store zone, which the server reads dates in', () => {
    const lateEvening = new Date('2026-03-16T03:30:00Z');
    expect(localDay(lateEvening, 'America/Toronto')).toBe('2026-03-15');
    expect(localDay(lateEvening, 'Europe/Paris')).toBe('2026-03-16');
    expect(historyDefaults(lateEvening, 'America/Toronto')).toMatchObject({
      from: '2026-02-15',
      to: '2026-03-15',
    });
  });
});

describe('searchTooShort', () => {
  it('holds back 1 or 2 characters (the server matches 3 and more), never an empty search', () => {
    expect(searchTooShort({ search: '' })).toBe(false);
    expect(searchTooShort({ search: ' 4f ' })).toBe(true);
    expect(searchTooShort({ search: '4f2' })).toBe(false);
    expect(archivedOrdersQuerySchema.safeParse({ searchText: '4f' }).success).toBe(false);
  });
});
