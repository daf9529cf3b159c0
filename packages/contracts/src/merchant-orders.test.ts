import { describe, expect, it } from 'vitest';
import { toViolations } from './errors';
import {
  ARCHIVE_SORT_FIELDS,
  archivedOrderSchema,
  archivedOrdersQuerySchema,
  MERCHANT_ORDERS_MESSAGES,
  merchantOrderListQuerySchema,
  merchantStoreScopeQuerySchema,
  responseFieldsOf,
  storeOrdersQuerySchema,
} from './merchant-orders';

const violations = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  toViolations(result.error?.issues ?? []);

describe('archivedOrdersQuerySchema', () => {
  it('defaults: page 0 of 10, ALL statuses, every serve option, lastUpdatedAt descending, all fields', () => {
    expect(archivedOrdersQuerySchema.parse({})).toEqual({
      pageNumber: 0,
      pageSize: 10,
      serveOptions: [],
      orderStatus: 'ALL',
      searchText: null,
      sortBy: 'lastUpdatedAt',
      sortDesc: true,
      responseFields: null,
    });
  });

  it('reads the query string forms: comma lists, booleans, numbers, the updatedAt alias', () => {
    const query = archivedOrdersQuerySchema.parse({
      startDate: '2025-05-01',
      endDate: '2025-05-31',
      storeId: '10000000000000000301',
      serveOptions: 'PICKUP, DELIVERY',
      orderStatus: 'REFUNDED',
      pageNumber: '3',
      pageSize: '20',
      searchText: '  1234 ',
      sortBy: 'updatedAt',
      sortDesc: 'false',
    });
    expect(query).toMatchObject({
      startDate: '2025-05-01',
      endDate: '2025-05-31',
      storeId: '10000000000000000301',
      serveOptions: ['PICKUP', 'DELIVERY'],
      orderStatus: 'REFUNDED',
      pageNumber: 3,
      pageSize: 20,
      searchText: '1234',
      sortBy: 'lastUpdatedAt',
      sortDesc: false,
    });
    expect(archivedOrdersQuerySchema.parse({ serveOptions: ['PICKUP', 'DINE_IN'] }).serveOptions).toEqual([
      'PICKUP',
      'DINE_IN',
    ]);
  });

  it('treats empty parameters as absent', () => {
    const query = archivedOrdersQuerySchema.parse({
      storeId: '',
      serveOptions: '',
      orderStatus: '',
      searchText: '',
      sortBy: '',
      sortDesc: '',
      responseFields: '',
    });
    expect(query).toMatchObject({
      storeId: null,
      serveOptions: [],
      orderStatus: 'ALL',
      searchText: null,
      sortBy: 'lastUpdatedAt',
      sortDesc: true,
      responseFields: null,
    });
  });

  it.each(ARCHIVE_SORT_FIELDS)('sorts by %s', (field) => {
    expect(archivedOrdersQuerySchema.parse({ sortBy: field }).sortBy).toBe(field);
  });

  it.each([
    [{ sortBy: 'createdAt' }, 'sortBy', MERCHANT_ORDERS_MESSAGES.sortBy],
    [{ sortDesc: 'sideways' }, 'sortDesc', MERCHANT_ORDERS_MESSAGES.sortDesc],
    [{ orderStatus: 'PAID' }, 'orderStatus', MERCHANT_ORDERS_MESSAGES.orderStatus],
    [{ serveOptions: 'PICKUP,TAKEAWAY' }, 'serveOptions[1]', MERCHANT_ORDERS_MESSAGES.serveOptions],
    [{ pageSize: '101' }, 'pageSize', 'pageSize must be 1 to 100.'],
    [{ pageNumber: '-1' }, 'pageNumber', 'pageNumber must be 0 or more.'],
    [{ startDate: '2025-06-02', endDate: '2025-06-01' }, 'startDate', MERCHANT_ORDERS_MESSAGES.range],
    [{ startDate: '2025-02-30' }, 'startDate', 'Dates must be YYYY-MM-DD.'],
    [{ searchText: ' 12 ' }, 'searchText', MERCHANT_ORDERS_MESSAGES.searchTextShort],
    [{ responseFields: 'id,secret' }, 'responseFields', MERCHANT_ORDERS_MESSAGES.unknownField('secret')],
  ])('refuses %o', (input, field, message) => {
    expect(violations(archivedOrdersQuerySchema.safeParse(input))).toEqual([{ field, message }]);
  });

  it('maps responseFields to the fields each item keeps, id always', () => {
    const fieldsOf = (responseFields: string) =>
      archivedOrdersQuerySchema.parse({ responseFields }).responseFields;
    expect(fieldsOf('totalAmount')).toEqual(['id', 'totalAmount']);
    expect(fieldsOf('customerPhone')).toEqual(['id', 'customerId', 'customerName', 'customerPhone']);
    expect(fieldsOf('updatedAt,lastUpdatedAt')).toEqual(['id', 'lastUpdatedAt']);
    expect(fieldsOf('orderDetails')).toEqual(['id', 'items', 'promotions']);
    expect(fieldsOf('appliedTaxes,status')).toEqual(['id', 'appliedTaxes', 'taxAmount', 'status']);
    expect(responseFieldsOf(['customerName', 'nope'])).toEqual({ unknown: 'nope' });
  });
});

describe('merchant order queries', () => {
  it('take an optional storeId, "" meaning none', () => {
    expect(merchantStoreScopeQuerySchema.parse({})).toEqual({});
    expect(merchantStoreScopeQuerySchema.parse({ storeId: '' })).toEqual({ storeId: null });
    expect(merchantOrderListQuerySchema.parse({ storeId: '7', startDate: '2025-01-01' })).toEqual({
      storeId: '7',
      startDate: '2025-01-01',
    });
  });

  it('refuse a range that ends before it starts', () => {
    for (const schema of [storeOrdersQuerySchema, merchantOrderListQuerySchema]) {
      expect(violations(schema.safeParse({ startDate: '2025-03-02', endDate: '2025-03-01' }))).toEqual([
        { field: 'startDate', message: MERCHANT_ORDERS_MESSAGES.range },
      ]);
    }
  });

  it('an archived item may be cut down to its id', () => {
    expect(archivedOrderSchema.parse({ id: '1', totalAmount: 4.5 })).toEqual({ id: '1', totalAmount: 4.5 });
    expect(archivedOrderSchema.safeParse({ totalAmount: 4.5 }).success).toBe(false);
  });
});
