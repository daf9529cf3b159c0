import type { CatalogueContext } from './catalogue-context';
import { clearGroup, groupIdsOfItems } from './group-members.repository';
import { updateGroup } from './groups.repository';
import { listItemsByIds, updateItems } from './items.repository';
import { memberIdsOf } from './member-changes';
import { ownedGroup, writableGroup } from './owned-group';
import { removeAddonGroupFromProducts } from './product-addon-groups.repository';

/**
 * Soft delete: members are kept (products stay), the membership ends. An add-on group also
 * leaves its products, and add-ons left with no group become INACTIVE.
 */
export async function deleteGroup(ctx: CatalogueContext, merchantId: string, id: string) {
  const { db, clock, kind } = ctx;
  return db.transaction(async (tx) => {
    writableGroup(await ownedGroup(tx, kind, merchantId, id));
    const members = await memberIdsOf(tx, id);
    const now = clock.now();
    await clearGroup(tx, id);
    await updateGroup(tx, merchantId, id, { deleted: true, updatedAt: now });
    if (kind === 'ADDON') {
      await removeAddonGroupFromProducts(tx, id);
      const groups = await groupIdsOfItems(tx, members);
      const orphans = members.filter((m) => (groups.get(m) ?? []).length === 0);
      const live = (await listItemsByIds(tx, merchantId, orphans)).filter((a) => a.status !== 'DELETED');
      await updateItems(
        tx,
        merchantId,
        live.map((a) => a.id),
        { status: 'INACTIVE', updatedAt: now },
      );
    }
    return { id };
  });
}
