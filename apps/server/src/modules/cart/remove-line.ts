import type { Cart } from '@perkdesk/contracts';
import type { CartContext } from './cart-context';
import { changeCart } from './change-cart';
import { indexOfLine } from './line-guards';

/** DELETE …/item/{lineId}: unknown → 404. */
export function removeLine(
  ctx: CartContext,
  customerId: string,
  storeId: string,
  lineId: string,
): Promise<Cart> {
  return changeCart(ctx, customerId, storeId, [], (current) => {
    const index = indexOfLine(current.lines, lineId);
    return { ...current, lines: current.lines.toSpliced(index, 1) };
  });
}
