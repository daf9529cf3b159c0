import type { Cart, CartItemInput } from '@perkdesk/contracts';
import type { StoredCartLine } from '../../db/schema/index';
import { toStored } from './cart-changes';
import type { CartContext } from './cart-context';
import { changeCart } from './change-cart';
import { indexOfLine, refuseInvalidLine } from './line-guards';

/** PUT …/item/{lineId}: the line replaced whole, keeping its id and place; unknown → 404. */
export function replaceLine(
  ctx: CartContext,
  customerId: string,
  storeId: string,
  lineId: string,
  item: CartItemInput,
): Promise<Cart> {
  return changeCart(ctx, customerId, storeId, [item], (current, { context }) => {
    const index = indexOfLine(current.lines, lineId);
    refuseInvalidLine(context, item);
    const old = current.lines[index] as StoredCartLine;
    const lines = current.lines.with(index, { ...old, ...toStored(lineId, item) });
    return { ...current, lines };
  });
}
