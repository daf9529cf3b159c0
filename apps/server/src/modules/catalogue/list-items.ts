import type { ItemQuery } from '@perkdesk/contracts';
import type { ItemContext } from './catalogue-context';
import { groupIdsOfItems } from './group-members.repository';
import { type Item, toItems } from './item-view';
import { type ItemRow, listItems } from './items.repository';

const matches = (row: ItemRow, text: string) => {
  const needle = text.trim().toLowerCase();
  return (
    needle === '' ||
    row.name.toLowerCase().includes(needle) ||
    (row.description ?? '').toLowerCase().includes(needle)
  );
};

/** The non-deleted items in creation order (or the deleted ones, when asked by status), filtered. */
export async function listItemsMatching(
  ctx: ItemContext,
  merchantId: string,
  query: ItemQuery = {},
): Promise<Item[]> {
  const { db, kind } = ctx;
  let rows = await listItems(db, merchantId, kind);
  rows = rows.filter((row) => (query.status ? row.status === query.status : row.status !== 'DELETED'));
  if (query.storeId) rows = rows.filter((row) => row.storeIds.includes(query.storeId as string));
  if (query.category) {
    const key = query.category.toLowerCase();
    rows = rows.filter((row) => row.categories.some((name) => name.toLowerCase() === key));
  }
  if (query.searchText) rows = rows.filter((row) => matches(row, query.searchText as string));
  if (query.groupId) {
    const groups = await groupIdsOfItems(
      db,
      rows.map((row) => row.id),
    );
    rows = rows.filter((row) => groups.get(row.id)?.includes(query.groupId as string));
  }
  return toItems(db, kind, rows);
}
