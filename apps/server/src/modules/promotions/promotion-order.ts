import type { PromotionListQuery } from '@perkdesk/contracts';
import type { PromotionRow } from './promotions.repository';

const contains = (text: string | null, needle: string) => (text ?? '').toLowerCase().includes(needle);

/** `keyword` matches the name, the description or the coupon code, ignoring case (contract §6). */
const matches = (row: PromotionRow, keyword: string) => {
  const needle = keyword.trim().toLowerCase();
  return (
    needle === '' ||
    contains(row.name, needle) ||
    contains(row.description, needle) ||
    contains(row.couponCode, needle)
  );
};

const compareText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

const COMPARE = {
  name: (a: PromotionRow, b: PromotionRow) => compareText(a.name, b.name),
  status: (a: PromotionRow, b: PromotionRow) => compareText(a.status, b.status),
  date: (a: PromotionRow, b: PromotionRow) => a.createdAt.getTime() - b.createdAt.getTime(),
} as const;

/**
 * The list of `GET /api/promotions` from the rows in creation order: filtered by status (the
 * live ones unless a status is asked), store, type (ALL_NO_REWARD: all but reward items) and
 * keyword, then sorted by `orderBy` with creation order breaking ties. `asc` (default true) also
 * reverses the default creation order when false.
 */
export function orderedRows(rows: readonly PromotionRow[], query: PromotionListQuery): PromotionRow[] {
  const { status, storeId, type, keyword, orderBy } = query;
  const kept = rows.filter(
    (row) =>
      (status ? row.status === status : row.status !== 'DELETED') &&
      (!storeId || row.storeIds.includes(storeId)) &&
      (!type || (type === 'ALL_NO_REWARD' ? row.type !== 'REWARD_ITEM' : row.type === type)) &&
      (!keyword || matches(row, keyword)),
  );
  const direction = query.asc === false ? -1 : 1;
  const compare = orderBy ? COMPARE[orderBy] : null;
  return kept
    .map((row, position) => ({ row, position }))
    .sort((a, b) => direction * ((compare ? compare(a.row, b.row) : 0) || a.position - b.position))
    .map(({ row }) => row);
}
