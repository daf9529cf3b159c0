import type { ConfirmBody, CustomerOrder } from '@perkdesk/contracts';
import { AppError } from '../../lib/app-error';
import { recordIdempotentResult } from '../../lib/idempotency';
import { confirmIntent } from './confirm-intent';
import { confirmPatch } from './confirm-patch';
import { confirmPricing } from './confirm-pricing';
import { customerView } from './customer-view';
import type { OrderContext } from './order-context';
import { invalidStatus, isOpen } from './order-status';
import { updateOrderIf } from './order-writes.repository';
import type { OrderRow } from './orders.repository';
import { ownedOrderWithStore } from './owned-order';
import { recheckOrCancel } from './recheck-or-cancel';

/**
 * POST /api/orders/{id}/confirm: serve type, delivery, payment method; a card intent for the
 * total, or straight to PAID (pay at store, a zero total). Refusals leave the order as it was,
 * except a failed re-check, which cancels it. Confirming again while CONFIRMED redoes the step:
 * the intent is updated to the new total, or replaced, or canceled when paid another way.
 */
export async function confirmOrder(
  ctx: OrderContext,
  customerId: string,
  orderId: string,
  body: ConfirmBody,
): Promise<CustomerOrder> {
  const { db, reservations, orderPayments } = ctx;
  const { order, versioned, profilePhone } = await ownedOrderWithStore(db, customerId, orderId);
  if (!isOpen(order)) throw invalidStatus();
  const { store } = versioned;
  if (store.status !== 'ACTIVE') throw new AppError('STORE_NOT_ACCEPTING_ORDERS');
  if (!store.serveOptions.includes(body.serveType)) throw new AppError('SERVE_OPTION_UNAVAILABLE');
  const now = ctx.clock.now();
  await recheckOrCancel(ctx, order, versioned, now);

  const { pricing, delivery, customerPhone } = await confirmPricing(ctx, order, store, body, profilePhone);
  const payNow = body.payAtStore || pricing.totalAmountCents === 0;
  const { previous, intent, created } = await confirmIntent(ctx, order, versioned, pricing, payNow);

  const provider = ctx.payments.provider;
  const patch = confirmPatch(order, body, {
    pricing,
    delivery,
    customerPhone,
    intent,
    provider,
    payNow,
    now,
  });
  const expected = { status: order.status, serveStatus: null, paymentIntentId: order.paymentIntentId };
  // The compare-and-set and the loyalty reservation commit together (a shortfall rolls the
  // confirm back and drops the intent it made); paid now, the emptied cart with them.
  let updated: OrderRow | undefined;
  try {
    // Nothing to reserve and nothing to empty: the compare-and-set alone, one statement.
    updated =
      !payNow && !reservations.reserves(order)
        ? await updateOrderIf(db, order.id, expected, patch)
        : await db.transaction(async (tx) => {
            const row = await updateOrderIf(tx, order.id, expected, patch);
            if (!row) return row;
            await reservations.reserve(tx, row);
            if (payNow) await ctx.carts.clear(customerId, order.storeId, tx);
            // A retry after a crash past this commit answers the order; a rerun would be refused.
            await recordIdempotentResult(tx, row.id);
            return row;
          });
  } catch (error) {
    if (created) await orderPayments.dropIntent(created);
    throw error;
  }
  if (!updated) {
    if (created) await orderPayments.dropIntent(created);
    throw invalidStatus();
  }
  // The intent the order held before, when it no longer does.
  if (previous && previous.status !== 'canceled' && previous.id !== intent?.id)
    await orderPayments.dropIntent(previous);
  if (intent && !created) await orderPayments.syncIntent(order.id);
  if (body.delivery?.isRememberAddress)
    await ctx.delivery.rememberAddress(customerId, body.delivery.address, now);
  if (payNow) await ctx.publish(updated, store);
  return customerView(ctx, updated, store);
}
