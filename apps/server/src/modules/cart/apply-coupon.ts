import { CART_MESSAGES, type Cart } from '@perkdesk/contracts';
import { AppError } from '../../lib/app-error';
import type { CartContext } from './cart-context';
import { couponPromotionOf } from './cart-deals';
import { changeCart } from './change-cart';

/** POST …/coupon/{code}: COUPON_INVALID unless the code names a promotion that passes rules 1–7; it replaces any other. */
export function applyCoupon(
  ctx: CartContext,
  customerId: string,
  storeId: string,
  code: string,
): Promise<Cart> {
  return changeCart(ctx, customerId, storeId, [], (current, tools) => {
    const found = couponPromotionOf(tools.context, { ...tools.perks, couponCode: code });
    if (!found) throw new AppError('COUPON_INVALID', CART_MESSAGES.COUPON_INVALID);
    return { ...current, couponCode: code.trim().toUpperCase() };
  });
}
