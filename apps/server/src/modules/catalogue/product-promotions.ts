import { promotionsUsingProduct } from '../promotions/promotions.public';
import type { ItemContext } from './catalogue-context';
import { ownedItem } from './owned-item';

/** The merchant's live promotions that reference the product, for the delete warning. */
export async function productPromotions(
  ctx: ItemContext,
  merchantId: string,
  id: string,
): Promise<{ id: string; name: string; type: string; status: string }[]> {
  await ownedItem(ctx.db, ctx.kind, merchantId, id);
  return promotionsUsingProduct(ctx.db, merchantId, id);
}
