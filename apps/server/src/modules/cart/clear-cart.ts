import type { Cart } from '@perkdesk/contracts';
import { type PricedCart, priceCart } from '@perkdesk/domain';
import type { StoreRow } from '../stores/stores.public';
import { emptyCart } from './cart.repository';
import type { CartContext } from './cart-context';
import { cartToWire } from './cart-wire';
import { orderableStore } from './orderable-store';

const emptyPriced = (store: StoreRow): PricedCart => {
  const result = priceCart({ store: { id: store.id, taxConfigIds: [] }, taxConfigs: new Map(), lines: [] });
  if (!result.ok) throw new Error('an empty cart was refused');
  return result.cart;
};

/** DELETE /api/user-cart/{storeId}: the cart emptied (`isCartEmpty: true`). */
export async function clearCart(ctx: CartContext, customerId: string, storeId: string): Promise<Cart> {
  const { store } = await orderableStore(ctx, storeId);
  await emptyCart(ctx.db, customerId, storeId, ctx.clock.now());
  return cartToWire(emptyPriced(store));
}
