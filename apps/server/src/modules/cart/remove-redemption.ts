import type { Cart } from '@perkdesk/contracts';
import type { CartContext } from './cart-context';
import { changeCart } from './change-cart';
import { isRedeemOf } from './promotion-lines';

/** DELETE /api/user-cart/redeem/{storeId}/promotion/{promotionId}: those redeem lines removed. */
export function removeRedemption(
  ctx: CartContext,
  customerId: string,
  storeId: string,
  promotionId: string,
): Promise<Cart> {
  return changeCart(ctx, customerId, storeId, [], (current) => ({
    ...current,
    lines: current.lines.filter((line) => !isRedeemOf(promotionId)(line)),
  }));
}
