import {
  type MerchantOrder,
  ORDER_ACTIONS,
  type OrderAction,
  processingTimeBodySchema,
  rejectBodySchema,
} from '@perkdesk/contracts';
import { type ActionOutcome, applyMerchantAction } from '@perkdesk/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { noOrderEvents, type OrderEvents } from '../orders/order-events';
import { pricingOf, searchTextOf, toMerchantOrder } from '../orders/order-mapper';
import { findOrder, type OrderPatch, type OrderRow, updateOrderIf } from '../orders/orders.public';
import type { OrderService } from '../orders/orders.service';

/**
 * What loyalty and promotions (issue 7) do when a merchant action changes an order: accept
 * credits punches, merchant points and `earnedGlobalPoints`; complete settles `limitedStock`,
 * merchant points, `globalPointsUsed` and the referral and registration rewards; a reject or
 * cancel reverts credits and reservations. Each runs inside the action's transaction, after the
 * compare-and-set won, so a credit happens exactly once. Until loyalty exists nothing is credited.
 */
export interface OrderActionCredits {
  accepted(tx: Executor, order: OrderRow): Promise<void>;
  completed(tx: Executor, order: OrderRow): Promise<void>;
  reverted(tx: Executor, order: OrderRow): Promise<void>;
}

export const noOrderActionCredits: OrderActionCredits = {
  accepted: async () => {},
  completed: async () => {},
  reverted: async () => {},
};

const isAction = (action: string): action is OrderAction =>
  (ORDER_ACTIONS as readonly string[]).includes(action);

/**
 * The merchant actions on a paid order (contract §9 Merchant actions):
 * `act(merchantId, storeId, action, orderId, body)`.
 *
 * - An unknown action, or an order outside that store or merchant, is 404.
 * - The body is checked (reject and cancel `{rejectMessage}`, preparing and delivering
 *   `{processingTime}`), then the domain's `applyMerchantAction` refuses with ORDER_NOT_PAID,
 *   INVALID_STATUS or ORDER_IN_PROCESS.
 * - The change is a compare-and-set on (status, serveStatus): of concurrent actions exactly one
 *   wins, the others get INVALID_STATUS.
 * - After the commit: a refund releases the payment (`orders.releasePayment`, never inside a
 *   transaction), then the order is published. The answer is the merchant view.
 */
export function createOrderActionService(deps: {
  db: Db;
  clock: Clock;
  orders: Pick<OrderService, 'releasePayment'>;
  events?: OrderEvents;
  credits?: OrderActionCredits;
  log?: FastifyBaseLogger;
}) {
  const { db, clock, orders } = deps;
  const events = deps.events ?? noOrderEvents;
  const credits = deps.credits ?? noOrderActionCredits;

  const publish = async (order: OrderRow) => {
    try {
      await events.published(order);
    } catch (error) {
      deps.log?.error({ err: error, orderId: order.id }, 'order event not published');
    }
  };

  /** The action's own fields, from its body (validated here: a ZodError answers the violations). */
  const fieldsOf = (action: OrderAction, body: unknown, order: OrderRow, now: Date): OrderPatch => {
    switch (action) {
      case 'reject':
      case 'cancel': {
        const { rejectMessage } = rejectBodySchema.parse(body ?? {});
        return {
          messageByMerchant: rejectMessage,
          searchText: searchTextOf({
            id: order.id,
            customerName: order.customerName,
            customerPhone: order.customerPhone,
            pricing: pricingOf(order),
            messageByMerchant: rejectMessage,
          }),
        };
      }
      case 'preparing':
        return { preparingTime: processingTimeBodySchema.parse(body ?? {}).processingTime };
      case 'delivering':
        return { deliveringTime: processingTimeBodySchema.parse(body ?? {}).processingTime };
      case 'accept':
        return { acceptedAt: now };
      case 'complete':
        return { completedAt: now };
      default:
        return {};
    }
  };

  const credit = (tx: Executor, outcome: ActionOutcome, order: OrderRow) => {
    if (outcome.effect === 'credit') return credits.accepted(tx, order);
    if (outcome.effect === 'complete') return credits.completed(tx, order);
    if (outcome.effect === 'refund') return credits.reverted(tx, order);
    return undefined;
  };

  return {
    async act(
      merchantId: string,
      storeId: string,
      action: string,
      orderId: string,
      body: unknown,
    ): Promise<MerchantOrder> {
      if (!isAction(action)) throw notFound();
      const order = await findOrder(db, orderId);
      if (!order || order.storeId !== storeId || order.merchantId !== merchantId) throw notFound();
      const now = clock.now();
      const fields = fieldsOf(action, body, order, now);

      const outcome = applyMerchantAction(order, action);
      if (!outcome.ok) throw new AppError(outcome.code, outcome.message);

      const changed = await db.transaction(async (tx) => {
        const row = await updateOrderIf(
          tx,
          order.id,
          { status: order.status, serveStatus: order.serveStatus },
          {
            ...fields,
            status: outcome.status,
            serveStatus: outcome.serveStatus,
            paymentCollected: outcome.paymentCollected,
            lastUpdatedAt: now,
          },
        );
        if (row) await credit(tx, outcome, row);
        return row;
      });
      // Another action changed the order first (contract §9 Concurrency).
      if (!changed) throw new AppError('INVALID_STATUS');
      if (outcome.effect === 'refund') await orders.releasePayment(changed);
      await publish(changed);
      return toMerchantOrder(changed);
    },
  };
}

export type OrderActionService = ReturnType<typeof createOrderActionService>;
