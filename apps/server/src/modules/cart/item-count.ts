import { listItemsByIds } from '../catalogue/catalogue.public';
import { findCart } from './cart.repository';
import type { CartContext } from './cart-context';
import { orderableStore } from './orderable-store';

/** GET …/cart-item-count: normal lines plus redeem lines of what a read would show; a deleted product's lines do not count. */
export async function itemCount(ctx: CartContext, customerId: string, storeId: string): Promise<number> {
  const { store } = await orderableStore(ctx, storeId);
  const lines = (await findCart(ctx.db, customerId, storeId))?.lines ?? [];
  if (lines.length === 0) return 0;
  const rows = await listItemsByIds(ctx.db, store.merchantId, [
    ...new Set(lines.map((line) => line.productId)),
  ]);
  const live = new Set(
    rows.filter((row) => row.kind === 'PRODUCT' && row.status !== 'DELETED').map((row) => row.id),
  );
  return lines.filter((line) => !line.isFreeItem && live.has(line.productId)).length;
}
