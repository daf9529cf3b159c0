import type { Cart } from '@perkdesk/contracts';
import type { CartContext } from './cart-context';
import { pricedCart } from './priced-cart';

/** GET /api/user-cart/{storeId}: the re-priced cart; an empty one when none exists. */
export async function getCart(ctx: CartContext, customerId: string, storeId: string): Promise<Cart> {
  return (await pricedCart(ctx, customerId, storeId)).cart;
}
