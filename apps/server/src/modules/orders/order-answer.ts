import type { CustomerOrder } from '@perkdesk/contracts';
import { customerView } from './customer-view';
import type { OrderContext } from './order-context';
import { ownedOrder } from './owned-order';

/**
 * The answer of a checkout or confirm whose request died after its commit (lib/idempotency.ts
 * `replay`): the order as it is now, in any status (GET /api/orders/{id} hides CHECKOUT orders).
 */
export async function orderAnswer(
  ctx: OrderContext,
  customerId: string,
  orderId: string,
): Promise<CustomerOrder> {
  return customerView(ctx, await ownedOrder(ctx.db, customerId, orderId));
}
