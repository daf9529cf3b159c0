import { CART_MESSAGES, type Cart, type CartItemInput, type CartRedeemBody } from '@perkdesk/contracts';
import { applicabilityRefusal, redeemRefusal } from '@perkdesk/domain';
import { AppError, validationFailed } from '../../lib/app-error';
import { type CartChange, toStored } from './cart-changes';
import type { CartContext } from './cart-context';
import { applicabilityOf, type CartPerks } from './cart-deals';
import { changeCart } from './change-cart';
import { orderableStore } from './orderable-store';
import { entriesOf, isRedeemOf, notApplicable, rewardLineViolations } from './promotion-lines';

/**
 * The promotion's redeem lines replaced by these. The promotion must be a punch card or reward
 * item that applies now (contract §6); each line valid and a reward product. `balance` (punches on
 * that card, or points at the merchant) must cover the cost (spec 2 §4); a reward item's points
 * are shared with the cart's other reward-item redemptions, so their points are taken off first.
 */
const redeemLines =
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

/**
 * POST /api/user-cart/redeem: the balance is read before the cart's lock (the confirm's
 * reservation is the binding check). A punch card spends its own punches, a reward item the
 * merchant points.
 */
export async function redeem(ctx: CartContext, customerId: string, body: CartRedeemBody): Promise<Cart> {
  const { store } = await orderableStore(ctx, body.storeId);
  const { promotionId } = body;
  const [punches, points] = await Promise.all([
    ctx.balances.punches(customerId, [promotionId]),
    ctx.balances.merchantPoints(customerId, store.merchantId),
  ]);
  const isCard = (found: CartPerks['promotions'][number] | undefined) => found?.type === 'PUNCH_CARD';
  return changeCart(ctx, customerId, body.storeId, body.redeemProductList, (current, tools) => {
    const promotion = tools.perks.promotions.find((p) => p.id === promotionId);
    const balance = isCard(promotion) ? (punches.get(promotionId) ?? 0) : points;
    return redeemLines(promotionId, body.redeemProductList, balance)(current, tools);
  });
}
