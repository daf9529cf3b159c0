import type { Cart } from '@perkdesk/contracts';
import type { CartContext } from './cart-context';
import { changeCart } from './change-cart';
import { isPickOf } from './promotion-lines';

/** DELETE …/item-to-be-applied/{promotionId}: the deal's pick removed (none: nothing changes). */
export function removePick(
  ctx: CartContext,
  customerId: string,
  storeId: string,
  promotionId: string,
): Promise<Cart> {
  return changeCart(ctx, customerId, storeId, [], (current) => ({
    ...current,
    lines: current.lines.filter((line) => !isPickOf(promotionId)(line)),
  }));
}
