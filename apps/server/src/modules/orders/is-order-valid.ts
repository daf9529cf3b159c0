import { type CustomerOrder, itemUnavailableMessage } from '@perkdesk/contracts';
import { AppError } from '../../lib/app-error';
import { customerView } from './customer-view';
import type { OrderContext } from './order-context';
import { isOpen } from './order-status';
import { versionedStoreOf } from './order-store';
import { ownedOrder } from './owned-order';
import { unavailableNow } from './unavailable-now';

/** GET /api/orders/{id}/is-valid: an open order re-checked now (nothing changes); others as they are. */
export async function isOrderValid(
  ctx: OrderContext,
  customerId: string,
  orderId: string,
): Promise<CustomerOrder> {
  const order = await ownedOrder(ctx.db, customerId, orderId);
  const versioned = await versionedStoreOf(ctx.db, order);
  if (isOpen(order)) {
    const name = await unavailableNow(ctx, order, versioned, ctx.clock.now());
    if (name !== null) throw new AppError('ITEM_UNAVAILABLE', itemUnavailableMessage(name));
  }
  return customerView(ctx, order, versioned.store);
}
