import { invalidatePromotionsUsing } from '../promotions/promotions.public';
import { writable } from '../stores/stores.service';
import type { ItemContext } from './catalogue-context';
import { removeItemFromGroups } from './group-members.repository';
import { updateItems } from './items.repository';
import { ownedItem } from './owned-item';
import { setProductAddonGroups } from './product-addon-groups.repository';

/**
 * The item leaves all its groups; the delete is never refused, and every promotion that
 * references a deleted product becomes INACTIVE and invalid (contract §5).
 */
export async function deleteItem(ctx: ItemContext, merchantId: string, id: string): Promise<{ id: string }> {
  const { db, clock, kind } = ctx;
  return db.transaction(async (tx) => {
    writable(await ownedItem(tx, kind, merchantId, id));
    await removeItemFromGroups(tx, id);
    if (kind === 'PRODUCT') await setProductAddonGroups(tx, merchantId, id, []);
    await updateItems(tx, merchantId, [id], { status: 'DELETED', updatedAt: clock.now() });
    if (kind === 'PRODUCT') await invalidatePromotionsUsing(tx, merchantId, id);
    return { id };
  });
}
