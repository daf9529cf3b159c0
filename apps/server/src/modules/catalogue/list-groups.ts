import type { CatalogueContext } from './catalogue-context';
import { type Group, toGroups } from './group-view';
import { sortedGroups } from './sorted-groups';

/** Non-deleted groups (product groups by rank), those matching `searchText` when given. */
export async function listGroupsMatching(
  ctx: CatalogueContext,
  merchantId: string,
  searchText?: string,
): Promise<Group[]> {
  let rows = await sortedGroups(ctx.db, ctx.kind, merchantId);
  if (searchText !== undefined) {
    const needle = searchText.trim().toLowerCase();
    rows = rows.filter(
      (row) =>
        row.name.toLowerCase().includes(needle) || (row.description ?? '').toLowerCase().includes(needle),
    );
  }
  return toGroups(ctx.db, ctx.kind, rows);
}
