import { type MerchantOrder, ORDER_ACTIONS, type OrderAction } from '@perkdesk/contracts';
import { type ActionOutcome, applyMerchantAction } from '@perkdesk/domain';
import type { Executor } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { actionRefund } from './action-refund';
import { merchantActionFields } from './merchant-action-fields';
import type { OrderActionContext } from './order-context';
import { toMerchantOrder } from './order-mapper';
import { insertOrderRefund } from './order-refunds.repository';
import { updateOrderIf } from './order-writes.repository';
import { findOrder, type OrderRow } from './orders.repository';
import { withRefund } from './refund-entries';

const isAction = (action: string): action is OrderAction =>
  (ORDER_ACTIONS as readonly string[]).includes(action);

const credit = (ctx: OrderActionContext, tx: Executor, outcome: ActionOutcome, order: OrderRow) => {
  if (outcome.effect === 'credit') return ctx.credits.accepted(tx, order);
  if (outcome.effect === 'complete') return ctx.credits.completed(tx, order);
  if (outcome.effect === 'refund') return ctx.credits.reverted(tx, order);
  return undefined;
};

/**
 * A merchant action on a paid order (contract §9 Merchant actions). An unknown action, or an
 * order outside that store or merchant, is 404; the body is checked, then the domain's
 * `applyMerchantAction` refuses with ORDER_NOT_PAID, INVALID_STATUS or ORDER_IN_PROCESS. The
 * change is a compare-and-set on (status, serveStatus), loyalty credited and a reject's or
 * cancel's refund recorded in its transaction; after the commit the refund is sent to the
 * provider (its id the idempotency key), then the order is published.
 */
export async function actOnOrder(
  ctx: OrderActionContext,
  merchantId: string,
  storeId: string,
  action: string,
  orderId: string,
  body: unknown,
): Promise<MerchantOrder> {
  if (!isAction(action)) throw notFound();
  const order = await findOrder(ctx.db, orderId);
  if (!order || order.storeId !== storeId || order.merchantId !== merchantId) throw notFound();
  const now = ctx.clock.now();
  const fields = merchantActionFields(action, body, order, now);

  const outcome = applyMerchantAction(order, action);
  if (!outcome.ok) throw new AppError(outcome.code, outcome.message);
  const refund =
    outcome.effect === 'refund' ? actionRefund(order, action, fields.messageByMerchant ?? '', now) : null;

  const changed = await ctx.db.transaction(async (tx) => {
    const row = await updateOrderIf(
      tx,
      order.id,
      { status: order.status, serveStatus: order.serveStatus },
      {
        ...fields,
        ...(refund ? withRefund(order, refund) : {}),
        status: outcome.status,
        serveStatus: outcome.serveStatus,
        paymentCollected: outcome.paymentCollected,
        lastUpdatedAt: now,
      },
    );
    if (row) await credit(ctx, tx, outcome, row);
    if (row && refund) await insertOrderRefund(tx, refund);
    return row;
  });
  // Another action changed the order first (contract §9 Concurrency).
  if (!changed) throw new AppError('INVALID_STATUS');
  // A refund the provider refuses or leaves unanswered stays recorded (pending) and is logged.
  if (refund?.provider) await ctx.refunds.send(changed, refund);
  else if (outcome.effect === 'refund') await ctx.releasePayment(changed);
  await ctx.publish(changed);
  return toMerchantOrder(changed);
}
