import type { ArchivedOrdersQuery } from '@perkdesk/contracts';
import { ARCHIVED_STATUSES } from '../../db/schema/index';
import { dateRange } from '../orders/order-dates';
import { searchNeedle } from '../orders/order-mapper';
import type { HistoryFilter } from './history-query';
import type { OrderScope } from './merchant-orders.repository';

/** The history filter of an archived-orders query: its store, dates in `zone`, serve types, status, search. */
export function archivedFilterOf(scope: OrderScope, zone: string, query: ArchivedOrdersQuery): HistoryFilter {
  return {
    merchantId: scope.merchantId,
    storeId: scope.storeId,
    range: dateRange(query, zone),
    serveTypes: query.serveOptions,
    statuses: query.orderStatus === 'ALL' ? ARCHIVED_STATUSES : [query.orderStatus],
    search: query.searchText ? searchNeedle(query.searchText) : null,
  };
}
