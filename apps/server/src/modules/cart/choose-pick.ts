import type { Cart, CartItemInput } from '@perkdesk/contracts';
import { validationFailed } from '../../lib/app-error';
import { toStored } from './cart-changes';
import type { CartContext } from './cart-context';
import { changeCart } from './change-cart';
import { entriesOf, isPickOf, notApplicable, rewardLineViolations } from './promotion-lines';

/**
 * POST …/item-to-be-applied/{promotionId}: the deal's pick replaced by this item. The deal must
 * offer picks to this cart without its current pick (it is in `toBeAppliedPromotion` then);
 * the item must be a reward product, valid as a line, within the picks available.
 */
export function choosePick(
  ctx: CartContext,
  customerId: string,
  storeId: string,
  promotionId: string,
  item: CartItemInput,
): Promise<Cart> {
  return changeCart(ctx, customerId, storeId, [item], (current, tools) => {
    const others = current.lines.filter((line) => !isPickOf(promotionId)(line));
    const offer = entriesOf(current, tools, others).find(
      (entry) => entry.list === 'TO_BE_APPLIED' && entry.id === promotionId,
    );
    const promotion = tools.perks.promotions.find((p) => p.id === promotionId);
    if (!offer || !promotion) throw notApplicable();
    // More picks than the deal offers: the deal does not apply to such a pick (contract §8).
    if (item.quantity > (offer.picksAvailable ?? 0)) throw notApplicable();
    const violations = rewardLineViolations(tools.context, promotion, item, 'item');
    if (violations.length > 0) throw validationFailed(violations);
    const pick = {
      ...toStored(String(current.nextLineId), item),
      isFreeItem: true,
      appliedPromotionId: promotionId,
    };
    return { ...current, lines: [...others, pick], nextLineId: current.nextLineId + 1 };
  });
}
