import type { ArchiveSortField } from '@perkdesk/contracts';
import type { ColumnSet } from '../../../components/list-top-bar/stored-columns';

/**
 * The order-history columns (spec 1 §3), in the table's order. Each name is also the
 * `responseFields` item that brings its data (contract §9 Archive parameters: customerName and
 * customerPhone map to customerId, orderDetails to the items and promotions).
 */
export const HISTORY_COLUMNS = [
  'id',
  'status',
  'lastUpdatedAt',
  'customerName',
  'customerPhone',
  'storeId',
  'isPickup',
  'subAmount',
  'discountAmount',
  'appliedTaxes',
  'deliveryPrice',
  'globalPointsUsed',
  'totalAmount',
  'preparingTime',
  'deliveringTime',
  'deliveryAddress',
  'deliveryDistance',
  'orderDetails',
] as const;
export type HistoryColumn = (typeof HISTORY_COLUMNS)[number];

/** Spec 1 §3 defaults; the id column is always shown, since a row links through its number. */
export const HISTORY_COLUMN_SET: ColumnSet<HistoryColumn> = {
  all: HISTORY_COLUMNS,
  defaults: [
    'id',
    'customerName',
    'customerPhone',
    'storeId',
    'subAmount',
    'discountAmount',
    'appliedTaxes',
    'totalAmount',
    'orderDetails',
  ],
  required: ['id'],
};

/** The columns the server sorts by (contract §9 `sortBy`); the others have no sort header. */
export const SORTABLE_COLUMNS: Partial<Record<HistoryColumn, ArchiveSortField>> = {
  id: 'id',
  status: 'status',
  lastUpdatedAt: 'lastUpdatedAt',
  customerName: 'customerName',
  storeId: 'storeId',
  subAmount: 'subAmount',
  discountAmount: 'discountAmount',
  globalPointsUsed: 'globalPointsUsed',
  totalAmount: 'totalAmount',
};

/** Amount-like columns, aligned to the end of the cell so digits line up. */
export const NUMERIC_COLUMNS: ReadonlySet<HistoryColumn> = new Set([
  'subAmount',
  'discountAmount',
  'deliveryPrice',
  'globalPointsUsed',
  'totalAmount',
  'preparingTime',
  'deliveringTime',
  'deliveryDistance',
]);

/** `responseFields` for the shown columns: only what the table draws is asked for. */
export function responseFieldsFor(columns: readonly HistoryColumn[]): string {
  return columns.join(',');
}
