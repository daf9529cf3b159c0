import { AppError } from '../../lib/app-error';
import type { VersionedStore } from '../cart/menu-cache';
import type { EventClaim } from '../payments/event-claim';
import type { StoreRow } from '../stores/stores.public';
import type { OrderContext } from './order-context';
import { invalidStatus } from './order-status';
import { versionedStoreOf } from './order-store';
import { markPaid } from './order-writes.repository';
import type { OrderRow } from './orders.repository';
import { recheckOrCancel } from './recheck-or-cancel';

/**
 * CONFIRMED → PAID once the payment is made: re-check (a failure cancels and refunds), then the
 * intent must have succeeded for the order's total, then the compare-and-set and the cart
 * emptied in one statement (`markPaid`); published after it. With a provider event's `claim`,
 * the statement runs in the transaction that records the event.
 */
export async function settleOrder(
  ctx: OrderContext,
  order: OrderRow,
  known?: VersionedStore,
  claim?: EventClaim,
): Promise<{ paid: OrderRow; store: StoreRow }> {
  const versioned = known ?? (await versionedStoreOf(ctx.db, order));
  const now = ctx.clock.now();
  await recheckOrCancel(ctx, order, versioned, now);
  if (order.paymentMethod === 'CARD' && order.totalCents > 0) {
    const intent = await ctx.orderPayments.intentOf(order);
    if (!intent || intent.status !== 'succeeded' || intent.amountCents !== order.totalCents) {
      throw new AppError('PAYMENT_NOT_COMPLETED');
    }
  }
  // A provider event's effect is recorded with it: a repeated event (its claim lost) changes nothing.
  const paid = claim
    ? await ctx.db.transaction(async (tx) => ((await claim(tx)) ? markPaid(tx, order, now) : 'repeated'))
    : await markPaid(ctx.db, order, now);
  if (paid === 'repeated') return { paid: order, store: versioned.store };
  if (!paid) throw invalidStatus();
  await ctx.publish(paid, versioned.store);
  return { paid, store: versioned.store };
}
