import { z } from 'zod';
import { dateSchema, emptyAsNull, pageQuerySchema, pageSchema, pathIdSchema, SERVE_TYPES } from './common';
import { type MerchantOrder, merchantOrderSchema, ORDER_LIST_MESSAGES, orderSummarySchema } from './orders';

// The merchant's order queries (contract §9 Merchant queries, Archive parameters; spec 1 §7).
// Each takes an optional `storeId` unless the path has one; a store of another merchant is 404.

/** `storeId` in a query: optional, `""` means none; any other string is looked up (unknown → 404). */
const optionalStoreId = emptyAsNull(z.string().trim().max(100)).optional();

const dateRangeFields = {
  startDate: emptyAsNull(dateSchema).optional(),
  endDate: emptyAsNull(dateSchema).optional(),
};

/** `start > end` gives 400 (contract §1 Time). */
const rangeInOrder = (query: { startDate?: string | null; endDate?: string | null }) =>
  !query.startDate || !query.endDate || query.startDate <= query.endDate;
const rangeIssue = { message: ORDER_LIST_MESSAGES.range, path: ['startDate'] };

/** `{storeId}` of `GET /api/orders/store/{storeId}`. */
export const storeOrdersParamsSchema = z.object({ storeId: pathIdSchema });

/** `GET /api/orders/store/{storeId}[?startDate&endDate]`: without dates the PAID orders, with dates all paid in the range. */
export const storeOrdersQuerySchema = z.object(dateRangeFields).refine(rangeInOrder, rangeIssue);
export type StoreOrdersQuery = z.infer<typeof storeOrdersQuerySchema>;

/** `GET /api/orders/store/{storeId}`: order summaries, newest first. */
export const storeOrdersResponseSchema = z.array(orderSummarySchema);

/** `GET /api/orders[?startDate&endDate&storeId]` as a merchant calls it: dates on `paidAt`. */
export const merchantOrderListQuerySchema = z
  .object({ ...dateRangeFields, storeId: optionalStoreId })
  .refine(rangeInOrder, rangeIssue);
export type MerchantOrderListQuery = z.infer<typeof merchantOrderListQuerySchema>;

/** `GET /api/orders/active`, `…/active/count`, `…/merchant/count`: the merchant's stores, or one. */
export const merchantStoreScopeQuerySchema = z.object({ storeId: optionalStoreId });
export type MerchantStoreScopeQuery = z.infer<typeof merchantStoreScopeQuerySchema>;

/** `GET /api/orders/active`: every PAID order, oldest `paidAt` first. */
export const activeOrdersResponseSchema = z.array(merchantOrderSchema);

/**
 * `GET /api/orders/active/count` (PAID orders with a serveStatus) and `GET /api/orders/merchant/count`
 * (PAID orders with serveStatus null, the new-order badge): bare JSON numbers.
 */
export const orderCountSchema = z.number().int().min(0);

/** The fields of the merchant's view of an order: what `responseFields` may name. */
export type MerchantOrderField = keyof MerchantOrder;
export const MERCHANT_ORDER_FIELDS = merchantOrderSchema.keyof().options as readonly MerchantOrderField[];

/** Order status filter of the archive; ALL means COMPLETED and REFUNDED. */
export const ARCHIVE_ORDER_STATUSES = ['COMPLETED', 'REFUNDED', 'ALL'] as const;
export type ArchiveOrderStatus = (typeof ARCHIVE_ORDER_STATUSES)[number];

/** The fields the archive sorts by; `updatedAt` is accepted as an alias of `lastUpdatedAt`. */
export const ARCHIVE_SORT_FIELDS = [
  'id',
  'storeId',
  'customerName',
  'subAmount',
  'discountAmount',
  'totalAmount',
  'globalPointsUsed',
  'status',
  'serveStatus',
  'paidAt',
  'lastUpdatedAt',
] as const;
export type ArchiveSortField = (typeof ARCHIVE_SORT_FIELDS)[number];

/**
 * `responseFields` names beyond the order's own fields (contract §9 Archive parameters), and what
 * each brings. `customerId`, `customerName` and `customerPhone` bring all three; `appliedTaxes`
 * also brings `taxAmount`. `id` is always kept.
 */
export const RESPONSE_FIELD_MAPPINGS: Readonly<Record<string, readonly MerchantOrderField[]>> = {
  customerId: ['customerId', 'customerName', 'customerPhone'],
  customerName: ['customerId', 'customerName', 'customerPhone'],
  customerPhone: ['customerId', 'customerName', 'customerPhone'],
  updatedAt: ['lastUpdatedAt'],
  lastUpdatedAt: ['lastUpdatedAt'],
  orderDetails: ['items', 'promotions'],
  appliedTaxes: ['appliedTaxes', 'taxAmount'],
};

/**
 * The shortest search text: substring search runs on trigrams, and a text of one or two
 * characters has none, so it could only be answered by reading every order.
 */
export const ARCHIVE_SEARCH_MIN = 3;

export const MERCHANT_ORDERS_MESSAGES = {
  range: ORDER_LIST_MESSAGES.range,
  serveOptions: 'Serve options are PICKUP, DINE_IN or DELIVERY.',
  orderStatus: 'Order status must be COMPLETED, REFUNDED or ALL.',
  sortBy: `sortBy must be one of ${ARCHIVE_SORT_FIELDS.join(', ')} (or updatedAt).`,
  sortDesc: 'sortDesc must be true or false.',
  unknownField: (name: string) => `Unknown response field: ${name}.`,
  searchText: 'searchText must be at most 100 characters.',
  searchTextShort: `Enter at least ${ARCHIVE_SEARCH_MIN} characters to search.`,
} as const;

/** The order fields a list of `responseFields` names brings, `id` first; or the first unknown name. */
export function responseFieldsOf(names: readonly string[]): MerchantOrderField[] | { unknown: string } {
  const fields = new Set<MerchantOrderField>(['id']);
  for (const name of names) {
    const mapped =
      RESPONSE_FIELD_MAPPINGS[name] ??
      ((MERCHANT_ORDER_FIELDS as readonly string[]).includes(name) ? [name as MerchantOrderField] : null);
    if (!mapped) return { unknown: name };
    for (const field of mapped) fields.add(field);
  }
  return [...fields];
}

/** A comma list (`a,b`), or the same parameter repeated; blanks dropped. Other values pass as they are. */
const commaList = (value: unknown) => {
  if (value === undefined || value === null) return [];
  const parts = typeof value === 'string' ? [value] : value;
  if (!Array.isArray(parts)) return value;
  return parts
    .flatMap((part) => (typeof part === 'string' ? part.split(',').map((item) => item.trim()) : [part]))
    .filter((part) => part !== '');
};

const responseFieldsSchema = z.preprocess(commaList, z.array(z.string())).transform((names, ctx) => {
  if (names.length === 0) return null;
  const fields = responseFieldsOf(names);
  if ('unknown' in fields) {
    ctx.addIssue({ code: 'custom', message: MERCHANT_ORDERS_MESSAGES.unknownField(fields.unknown) });
    return z.NEVER;
  }
  return fields;
});

/**
 * `GET /api/orders/archived` (contract §9 Archive parameters): COMPLETED and REFUNDED orders.
 * - `startDate`/`endDate` (YYYY-MM-DD, the end day included) filter on `lastUpdatedAt`;
 * - `storeId`; `serveOptions` (comma list, empty means all); `orderStatus` (default ALL);
 * - `pageNumber` (zero-based) and `pageSize` (1–100, default 10);
 * - `searchText`: a case-insensitive substring of the id, customer name or phone, a product,
 *   add-on or promotion name, or the merchant's message; at least ARCHIVE_SEARCH_MIN characters;
 * - `sortBy` (default `lastUpdatedAt`, `updatedAt` read as it) and `sortDesc` (default true);
 * - `responseFields`: comes out as the order fields each item keeps (`id` always), or null for
 *   all; an unknown name gives 400.
 */
export const archivedOrdersQuerySchema = pageQuerySchema
  .extend({
    ...dateRangeFields,
    storeId: optionalStoreId,
    serveOptions: z
      .preprocess(commaList, z.array(z.enum(SERVE_TYPES, { error: MERCHANT_ORDERS_MESSAGES.serveOptions })))
      .default([]),
    orderStatus: emptyAsNull(z.enum(ARCHIVE_ORDER_STATUSES, { error: MERCHANT_ORDERS_MESSAGES.orderStatus }))
      .optional()
      .transform((status) => status ?? 'ALL'),
    searchText: emptyAsNull(
      z
        .string()
        .trim()
        .min(ARCHIVE_SEARCH_MIN, MERCHANT_ORDERS_MESSAGES.searchTextShort)
        .max(100, MERCHANT_ORDERS_MESSAGES.searchText),
    )
      .optional()
      .transform((text) => text || null),
    sortBy: emptyAsNull(
      z.enum([...ARCHIVE_SORT_FIELDS, 'updatedAt'], { error: MERCHANT_ORDERS_MESSAGES.sortBy }),
    )
      .optional()
      .transform((field): ArchiveSortField => (!field || field === 'updatedAt' ? 'lastUpdatedAt' : field)),
    sortDesc: emptyAsNull(z.stringbool({ error: MERCHANT_ORDERS_MESSAGES.sortDesc }))
      .optional()
      .transform((desc) => desc ?? true),
    responseFields: responseFieldsSchema.optional().transform((fields) => fields ?? null),
  })
  .refine(rangeInOrder, rangeIssue);
export type ArchivedOrdersQuery = z.output<typeof archivedOrdersQuerySchema>;
/** The query as a client writes it (strings, comma lists). */
export type ArchivedOrdersQueryInput = z.input<typeof archivedOrdersQuerySchema>;

/** An archived order cut down to the requested fields: `id` always, the rest as asked. */
export const archivedOrderSchema = merchantOrderSchema.partial().extend({ id: z.string() });
export type ArchivedOrder = z.infer<typeof archivedOrderSchema>;

/** `GET /api/orders/archived`: `{content, totalElements, pageNumber, pageSize}`. */
export const archivedOrdersPageSchema = pageSchema(archivedOrderSchema);
export type ArchivedOrdersPage = z.infer<typeof archivedOrdersPageSchema>;
