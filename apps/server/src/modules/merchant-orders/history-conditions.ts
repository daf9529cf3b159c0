import { SERVE_TYPES } from '@perkdesk/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { ARCHIVED_STATUSES } from '../../db/schema/index';
import type { InstantRange } from '../orders/orders.public';
import { instant } from './history-dates';
import type { HistoryFilter } from './history-query';
import { escapeLike } from './search-words';

/** What orders, the count tables and the search hits filter on: merchant, store, status, serve type. */
export function groupFilters(filter: HistoryFilter, merchant = true): SQL[] {
  // order_search_hits has no merchant column: its words are the merchant's.
  const where: SQL[] = merchant ? [sql`merchant_id = ${filter.merchantId}`] : [];
  if (filter.storeId) where.push(sql`store_id = ${filter.storeId}`);
  // The statuses are always named, as literals, so that the planner proves the partial history
  // indexes' predicate whether or not it plans with the parameters' values (ADR 8).
  where.push(sql.raw(`status in (${literals(filter.statuses, ARCHIVED_STATUSES)})`));
  if (filter.serveTypes.length > 0)
    where.push(sql.raw(`serve_type in (${literals(filter.serveTypes, SERVE_TYPES)})`));
  return where;
}

/** `'A', 'B'` for values that must be among `allowed` (anything else is a bug, refused). */
function literals(values: readonly string[], allowed: readonly string[]): string {
  for (const value of values) if (!allowed.includes(value)) throw new Error(`unexpected value ${value}`);
  return values.map((value) => `'${value}'`).join(', ');
}

export function rangeConditions(range: InstantRange | null): SQL[] {
  const where: SQL[] = [];
  if (range?.from) where.push(sql`last_updated_at >= ${instant(range.from)}`);
  if (range?.to) where.push(sql`last_updated_at < ${instant(range.to)}`);
  return where;
}

/** The conditions on orders: the group filters, the date range, the search text. */
export function orderConditions(filter: HistoryFilter, range: InstantRange | null = filter.range): SQL {
  const where = [...groupFilters(filter), ...rangeConditions(range)];
  if (filter.search) where.push(sql`search_text like ${`%${escapeLike(filter.search)}%`}`);
  return sql.join(where, sql` and `);
}
