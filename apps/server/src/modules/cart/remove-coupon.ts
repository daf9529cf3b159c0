import type { Cart } from '@perkdesk/contracts';
import { isCartCoupon } from '@perkdesk/domain';
import type { CartContext } from './cart-context';
import { changeCart } from './change-cart';

/** DELETE …/coupon/{code}: the cart's coupon goes when it is that code (any case); another code changes nothing. */
export function removeCoupon(
  ctx: CartContext,
  customerId: string,
  storeId: string,
  code: string,
): Promise<Cart> {
  return changeCart(ctx, customerId, storeId, [], (current) =>
    isCartCoupon({ couponCode: current.couponCode }, code) ? { ...current, couponCode: null } : current,
  );
}
