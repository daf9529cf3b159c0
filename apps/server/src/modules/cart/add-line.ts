import type { Cart, CartItemInput } from '@perkdesk/contracts';
import { toStored } from './cart-changes';
import type { CartContext } from './cart-context';
import { changeCart } from './change-cart';
import { refuseInvalidLine } from './line-guards';

/** POST …/item: a new line with the next id ("1", "2", …), checked against the menu now. */
export function addLine(
  ctx: CartContext,
  customerId: string,
  storeId: string,
  item: CartItemInput,
): Promise<Cart> {
  return changeCart(ctx, customerId, storeId, [item], (current, { context }) => {
    refuseInvalidLine(context, item);
    const line = toStored(String(current.nextLineId), item);
    return { ...current, lines: [...current.lines, line], nextLineId: current.nextLineId + 1 };
  });
}
