import { CART_MESSAGES, type CartItemInput, type Violation } from '@perkdesk/contracts';
import type { Promotion, PromotionEntry } from '@perkdesk/domain';
import type { StoredCartLine } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { CartState, ChangeTools } from './cart-changes';
import { priceStoredLinesWithDeals } from './cart-deals';
import { checkLine, type PricingContext } from './pricing-context';

export const notApplicable = () =>
  new AppError('PROMOTION_NOT_APPLICABLE', CART_MESSAGES.PROMOTION_NOT_APPLICABLE);

export const isPickOf = (promotionId: string) => (line: StoredCartLine) =>
  line.isFreeItem === true && line.appliedPromotionId === promotionId;
export const isRedeemOf = (promotionId: string) => (line: StoredCartLine) =>
  line.isRedeem === true && line.appliedPromotionId === promotionId;

/** The entries the cart's lines get when priced with the coupon and the promotions now. */
export function entriesOf(state: CartState, tools: ChangeTools, lines: StoredCartLine[]): PromotionEntry[] {
  const outcome = priceStoredLinesWithDeals(tools.context, lines, {
    ...tools.perks,
    couponCode: state.couponCode,
  });
  return outcome.result.ok ? outcome.result.cart.appliedPromotions : [];
}

/**
 * Line validation of a pick or redeem line (contract §8): the cart's own rules, then the product
 * must be on the promotion's reward list. One violation per field.
 */
export function rewardLineViolations(
  context: PricingContext,
  promotion: Promotion,
  item: CartItemInput,
  field: string,
): Violation[] {
  const violations = checkLine(context, item, field);
  if (violations.length > 0) return violations;
  if (!promotion.rewardProductList.some((reward) => reward.id === item.productId)) {
    const product = context.rows.get(item.productId)?.name ?? 'Product';
    return [{ field: `${field}.productId`, message: CART_MESSAGES.notReward(product, promotion.name) }];
  }
  return [];
}
