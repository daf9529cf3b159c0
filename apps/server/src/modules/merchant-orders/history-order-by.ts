import type { ArchiveSortField } from '@perkdesk/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { HistorySort } from './history-query';

/** The sort key's column; every sort then breaks ties by lastUpdatedAt and id, the same way. */
export const SORT_COLUMNS = {
  id: sql`id`,
  storeId: sql`store_id`,
  customerName: sql`customer_name`,
  subAmount: sql`sub_amount_cents`,
  discountAmount: sql`discount_cents`,
  totalAmount: sql`total_cents`,
  globalPointsUsed: sql`global_points_used`,
  status: sql`status`,
  serveStatus: sql`serve_status`,
  paidAt: sql`paid_at`,
  lastUpdatedAt: sql`last_updated_at`,
} satisfies Record<ArchiveSortField, SQL>;

/** ORDER BY for a sort, or its reverse. */
export function orderBy(sort: HistorySort, reverse = false): SQL {
  const direction = sort.desc !== reverse ? sql`desc` : sql`asc`;
  const keys =
    sort.field === 'id'
      ? [SORT_COLUMNS.id]
      : sort.field === 'lastUpdatedAt'
        ? [SORT_COLUMNS.lastUpdatedAt, SORT_COLUMNS.id]
        : [SORT_COLUMNS[sort.field], SORT_COLUMNS.lastUpdatedAt, SORT_COLUMNS.id];
  return sql.join(
    keys.map((key) => sql`${key} ${direction}`),
    sql`, `,
  );
}

/** The columns a sort reads: its key, lastUpdatedAt, id. */
export const sortColumns = (sort: HistorySort) => [
  ...new Set([SORT_COLUMNS[sort.field], SORT_COLUMNS.lastUpdatedAt, SORT_COLUMNS.id]),
];
