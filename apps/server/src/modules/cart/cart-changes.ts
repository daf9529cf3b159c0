import { CART_MESSAGES, type CartItemInput, type Violation } from '@perkdesk/contracts';
import {
  applicabilityRefusal,
  isCartCoupon,
  type Promotion,
  type PromotionEntry,
  redeemRefusal,
} from '@perkdesk/domain';
import type { StoredCartLine } from '../../db/schema/index';
import { AppError, validationFailed } from '../../lib/app-error';
import { applicabilityOf, type CartPerks, couponPromotionOf, priceStoredLinesWithDeals } from './cart-deals';
import { checkLine, type PricingContext } from './pricing-context';

// What the cart's promotion routes (contract §8 coupon, item-to-be-applied, redeem) do to a
// cart's stored state, checked against the menu and the merchant's promotions now. The cart
// service runs each under the cart's lock and prices the result.

/** A cart as stored: lines, the next line id, the coupon. */
export interface CartState {
  lines: StoredCartLine[];
  nextLineId: number;
  couponCode: string | null;
}

/** What a change is checked against: the menu now and the promotions (the cart's coupon is in the state). */
export interface ChangeTools {
  context: PricingContext;
  perks: Omit<CartPerks, 'couponCode'>;
}

export type CartChange = (current: CartState, tools: ChangeTools) => CartState;

/** A line as the cart stores it: what the customer asked for, never prices. */
export const toStored = (id: string, item: CartItemInput): StoredCartLine => ({
  id,
  productId: item.productId,
  quantity: item.quantity,
  instruction: item.instruction ?? '',
  addons: item.addons.map((addon) => ({
    productId: addon.productId,
    quantity: addon.quantity,
    addonGroupId: addon.addonGroupId ?? null,
  })),
});

const notApplicable = () => new AppError('PROMOTION_NOT_APPLICABLE', CART_MESSAGES.PROMOTION_NOT_APPLICABLE);

const isPickOf = (promotionId: string) => (line: StoredCartLine) =>
  line.isFreeItem === true && line.appliedPromotionId === promotionId;
const isRedeemOf = (promotionId: string) => (line: StoredCartLine) =>
  line.isRedeem === true && line.appliedPromotionId === promotionId;

/** The entries the cart's lines get when priced with the coupon and the promotions now. */
function entriesOf(state: CartState, tools: ChangeTools, lines: StoredCartLine[]): PromotionEntry[] {
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
function rewardLineViolations(
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

/** POST …/coupon/{code}: the code must name a promotion that passes rules 1–7; it replaces any other. */
export const applyCoupon =
  (code: string): CartChange =>
  (current, tools) => {
    const found = couponPromotionOf(tools.context, { ...tools.perks, couponCode: code });
    if (!found) throw new AppError('COUPON_INVALID', CART_MESSAGES.COUPON_INVALID);
    return { ...current, couponCode: code.trim().toUpperCase() };
  };

/** DELETE …/coupon/{code}: the cart's coupon goes when it is that code (any case); another code changes nothing. */
export const removeCoupon =
  (code: string): CartChange =>
  (current) =>
    isCartCoupon({ couponCode: current.couponCode }, code) ? { ...current, couponCode: null } : current;

/**
 * POST …/item-to-be-applied/{promotionId}: the deal's pick replaced by this item. The deal must
 * offer picks to this cart without its current pick (it is in `toBeAppliedPromotion` then);
 * the item must be a reward product, valid as a line, within the picks available.
 */
export const choosePick =
  (promotionId: string, item: CartItemInput): CartChange =>
  (current, tools) => {
    const others = current.lines.filter((line) => !isPickOf(promotionId)(line));
    const offer = entriesOf(current, tools, others).find(
      (entry) => entry.list === 'TO_BE_APPLIED' && entry.id === promotionId,
    );
    const promotion = tools.perks.promotions.find((p) => p.id === promotionId);
    if (!offer || !promotion) throw notApplicable();
    const violations = rewardLineViolations(tools.context, promotion, item, 'item');
    const available = offer.picksAvailable ?? 0;
    if (violations.length === 0 && item.quantity > available)
      violations.push({ field: 'item.quantity', message: CART_MESSAGES.tooManyPicks(available) });
    if (violations.length > 0) throw validationFailed(violations);
    const pick = {
      ...toStored(String(current.nextLineId), item),
      isFreeItem: true,
      appliedPromotionId: promotionId,
    };
    return { ...current, lines: [...others, pick], nextLineId: current.nextLineId + 1 };
  };

/** DELETE …/item-to-be-applied/{promotionId}: the deal's pick removed (none: nothing changes). */
export const removePick =
  (promotionId: string): CartChange =>
  (current) => ({ ...current, lines: current.lines.filter((line) => !isPickOf(promotionId)(line)) });

/**
 * POST /api/user-cart/redeem: the promotion's redeem lines replaced by these. The promotion must
 * be a punch card or reward item that applies now (contract §6); each line valid and a reward
 * product. `balance` (punches on that card, or points at the merchant) is read before the cart's
 * lock and must cover the cost (spec 2 §4); a reward item's points are shared with
 * the cart's other reward-item redemptions, so their points are taken off the balance first.
 */
export const redeem =
  (promotionId: string, items: readonly CartItemInput[], balance: number): CartChange =>
  (current, tools) => {
    const promotion = tools.perks.promotions.find((p) => p.id === promotionId);
    const redeemable = promotion?.type === 'PUNCH_CARD' || promotion?.type === 'REWARD_ITEM';
    const perks = { ...tools.perks, couponCode: current.couponCode };
    if (!promotion || !redeemable || applicabilityRefusal(promotion, applicabilityOf(tools.context, perks)))
      throw notApplicable();
    const violations = items.flatMap((item, i) =>
      rewardLineViolations(tools.context, promotion, item, `redeemProductList[${i}]`),
    );
    if (violations.length > 0) throw validationFailed(violations);

    const others = current.lines.filter((line) => !isRedeemOf(promotionId)(line));
    let available = balance;
    if (promotion.type === 'REWARD_ITEM')
      for (const entry of entriesOf(current, tools, others))
        if (entry.list === 'APPLIED' && entry.isRedeem) available -= entry.usedPoints ?? 0;
    const quantity = items.reduce((sum, item) => sum + item.quantity, 0);
    const refusal = redeemRefusal(promotion, quantity, available);
    if (refusal) throw new AppError(refusal, CART_MESSAGES[refusal](promotion.name));

    let nextLineId = current.nextLineId;
    const lines = items.map((item) => ({
      ...toStored(String(nextLineId++), item),
      isRedeem: true,
      appliedPromotionId: promotionId,
    }));
    return { ...current, lines: [...others, ...lines], nextLineId };
  };

/** DELETE /api/user-cart/redeem/{storeId}/promotion/{promotionId}: those redeem lines removed. */
export const removeRedemption =
  (promotionId: string): CartChange =>
  (current) => ({ ...current, lines: current.lines.filter((line) => !isRedeemOf(promotionId)(line)) });

/**
 * Checkout's `toBeAppliedItems` (contract §9): when present, they replace the cart's picks for the
 * order (ids after the cart's, so none collides); the deal engine then keeps only what the deals
 * allow, as for picks chosen in the cart.
 */
export function withCheckoutPicks(
  cart: Pick<CartState, 'lines' | 'nextLineId'>,
  picks: readonly (CartItemInput & { appliedPromotionId: string })[] | null | undefined,
): StoredCartLine[] {
  if (!picks) return cart.lines;
  const chosen = picks.map((pick, i) => ({
    ...toStored(String(cart.nextLineId + i), pick),
    isFreeItem: true,
    appliedPromotionId: pick.appliedPromotionId,
  }));
  return [...cart.lines.filter((line) => !line.isFreeItem), ...chosen];
}
