import type { Cart } from '@perkdesk/contracts';
import {
  cartAmountsInDollars,
  type PricedCart,
  type PromotionEntry,
  promotionListsInDollars,
} from '@perkdesk/domain';

/**
 * The Cart of contract §8 from a priced cart: amounts in dollars through the domain's wire
 * helpers, the three promotion lists from the deal engine's entries (none without promotions),
 * and the coupon's promotion as `{"<CODE>": Promotion}`.
 */
export function cartToWire(priced: PricedCart<unknown>, couponPromotion: Cart['couponPromotion'] = {}): Cart {
  return {
    ...cartAmountsInDollars(priced),
    ...promotionListsInDollars(priced.appliedPromotions as PromotionEntry[]),
    couponPromotion,
  };
}
