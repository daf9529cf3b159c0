import type { CatalogueContext } from './catalogue-context';
import { type Group, toGroup } from './group-view';
import { updateGroup } from './groups.repository';
import { applyMembers } from './member-changes';
import { ownedGroup, writableGroup } from './owned-group';

/** Adds or removes members: `PUT` / `DELETE` `/{id}/products` (or `/addons`). */
export async function changeGroupMembers(
  ctx: CatalogueContext,
  merchantId: string,
  id: string,
  ids: string[],
  mode: 'add' | 'remove',
): Promise<Group> {
  const { db, clock, kind } = ctx;
  return db.transaction(async (tx) => {
    writableGroup(await ownedGroup(tx, kind, merchantId, id));
    const change = mode === 'add' ? { add: ids } : { remove: ids };
    await applyMembers(tx, kind, merchantId, id, change, 'productList');
    const row = await updateGroup(tx, merchantId, id, { updatedAt: clock.now() });
    return toGroup(tx, kind, row);
  });
}
