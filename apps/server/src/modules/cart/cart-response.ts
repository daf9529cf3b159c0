import type { Cart } from '@perkdesk/contracts';
import type { PricedCart, PromotionEntry } from '@perkdesk/domain';
import type { Executor } from '../../db/client';
import { toPromotionResponse } from '../promotions/promotion-mapper';
import { findPromotionRow } from '../promotions/promotions.public';
import type { CartContext } from './cart-context';
import { type CartPerks, couponPromotionOf } from './cart-deals';
import { cartToWire } from './cart-wire';
import type { PricingContext } from './pricing-context';

/** The promotion as contract §6 answers it (the promotions module's mapper); read only while a coupon is set. */
const promotionResponse = async (db: Executor, merchantId: string, id: string) => {
  const row = await findPromotionRow(db, merchantId, id);
  return row ? toPromotionResponse(row) : { id };
};

/** The Cart, with `couponPromotion` `{"<CODE>": Promotion}` while the coupon names one (rules 1–7). */
export async function cartResponse(
  ctx: CartContext,
  context: PricingContext,
  perks: CartPerks,
  priced: PricedCart<PromotionEntry>,
): Promise<Cart> {
  const coupon = couponPromotionOf(context, perks);
  const code = perks.couponCode;
  if (!coupon || !code) return cartToWire(priced);
  return cartToWire(priced, { [code]: await promotionResponse(ctx.db, context.store.merchantId, coupon.id) });
}
