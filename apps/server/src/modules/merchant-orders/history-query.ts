import type { ArchiveSortField, ServeType } from '@perkdesk/contracts';
import { ARCHIVED_STATUSES } from '../../db/schema/index';
import type { InstantRange, OrderRow } from '../orders/orders.public';

export type ArchivedStatus = (typeof ARCHIVED_STATUSES)[number];

export interface HistoryFilter {
  merchantId: string;
  storeId: string | null;
  /** On lastUpdatedAt; `to` exclusive. */
  range: InstantRange | null;
  /** Empty means all. */
  serveTypes: readonly ServeType[];
  statuses: readonly ArchivedStatus[];
  /** Lower-cased substring of `search_text`; null for none. */
  search: string | null;
}

/** Every archived order of a merchant: no store, date range, serve type or search text. */
export const wholeHistory = (merchantId: string): HistoryFilter => ({
  merchantId,
  storeId: null,
  range: null,
  serveTypes: [],
  statuses: ARCHIVED_STATUSES,
  search: null,
});

export interface HistorySort {
  field: ArchiveSortField;
  desc: boolean;
}

export interface PageRequest {
  pageNumber: number;
  pageSize: number;
}

export interface PageIds {
  ids: string[];
  total: number;
}

export interface HistoryPage {
  rows: OrderRow[];
  total: number;
}

/** Where a search's count stops, and up to how many hits it reads them all; tests lower them. */
export interface HistoryOptions {
  searchCap?: number;
  searchReadAllHits?: number;
}
