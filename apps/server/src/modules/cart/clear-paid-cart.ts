import type { Executor } from '../../db/client';
import { emptyCart } from './cart.repository';
import type { CartContext } from './cart-context';

/** Empties the cart without checking the store (an order was paid); `executor` may be the order's transaction. */
export async function clearPaidCart(
  ctx: CartContext,
  customerId: string,
  storeId: string,
  executor: Executor,
): Promise<void> {
  await emptyCart(executor, customerId, storeId, ctx.clock.now());
}
