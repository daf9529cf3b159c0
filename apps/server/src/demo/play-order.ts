import {
  type ConfirmBody,
  checkoutBodySchema,
  confirmBodySchema,
  type StoreDetail,
} from '@perkdesk/contracts';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders } from '../db/schema/index';
import { AppError } from '../lib/app-error';
import type { createCartService } from '../modules/cart/cart.service';
import type { createOrderActionService } from '../modules/orders/order-actions.service';
import type { createOrderService } from '../modules/orders/orders.service';
import { confirmSandboxIntent } from '../modules/payments/sandbox-payments';
import type { createStoreDetailService } from '../modules/store-detail/store-detail.service';
import { chooseLines, chooseServeType, nearbyAddress } from './choose-order';
import type { DemoCustomer } from './demo-customers';
import { breathe, MINUTE, type PlayClock } from './play-clock';

const REJECT_REASONS = [
  'Sorry, we ran out of one of the items.',
  'The kitchen is closing early today.',
  'We cannot deliver to this address right now.',
];

export interface OrderPlayDeps {
  db: Db;
  clock: PlayClock;
  random: () => number;
  merchantId: string;
  carts: ReturnType<typeof createCartService>;
  details: ReturnType<typeof createStoreDetailService>;
  orders: ReturnType<typeof createOrderService>;
  actions: ReturnType<typeof createOrderActionService>;
}

export type PlayOutcome = 'skipped' | 'completed' | 'rejected';

/** How an order played out, and which order it was (none when skipped). */
export interface Played {
  outcome: PlayOutcome;
  orderId: string | null;
}

/**
 * Plays one order at a past instant through the real services, as the simulator places one: lines
 * from the store detail of that instant, checkout, confirm (pick-up, dine-in or delivery near the
 * store), sandbox card payment, paid; then about 95% served to COMPLETED a few minutes apart
 * (accept → preparing → ready → [delivering] → complete) and the rest rejected (REFUNDED).
 */
export function createOrderPlayer(deps: OrderPlayDeps) {
  const { db, clock, random, merchantId, carts, details, orders: orderService, actions } = deps;

  const act = async (storeId: string, action: string, orderId: string, body?: unknown) => {
    await breathe();
    return actions.act(merchantId, storeId, action, orderId, body);
  };
  const minutes = (min: number, max: number) => (min + Math.floor(random() * (max - min + 1))) * MINUTE;

  /** A PAID order is new on the live screen: rejected, or canceled once accepted. */
  const settle = async (row: typeof orders.$inferSelect) => {
    if (row.status !== 'PAID') return;
    const rejectMessage = REJECT_REASONS[0];
    await act(row.storeId, row.serveStatus === null ? 'reject' : 'cancel', row.id, { rejectMessage });
  };

  /** The order being played, so that a failure midway never leaves it PAID (new in the live screen). */
  let playing: string | null = null;

  const serve = async (storeId: string, id: string): Promise<PlayOutcome> => {
    clock.advance(minutes(1, 4));
    if (random() < 0.05) {
      const rejectMessage = REJECT_REASONS[Math.floor(random() * REJECT_REASONS.length)];
      await act(storeId, 'reject', id, { rejectMessage });
      return 'rejected';
    }
    await act(storeId, 'accept', id);
    clock.advance(minutes(1, 3));
    const preparing = 5 + Math.floor(random() * 16);
    await act(storeId, 'preparing', id, { processingTime: preparing });
    clock.advance(preparing * MINUTE);
    const ready = await act(storeId, 'ready', id);
    if (ready.serveType === 'DELIVERY') {
      clock.advance(minutes(1, 5));
      const delivering = 10 + Math.floor(random() * 21);
      await act(storeId, 'delivering', id, { processingTime: delivering });
      clock.advance(delivering * MINUTE);
    } else {
      clock.advance(minutes(1, 8));
    }
    await act(storeId, 'complete', id);
    return 'completed';
  };

  return {
    async play(storeId: string, customer: DemoCustomer, at: number): Promise<Played> {
      const customerId = customer.id;
      playing = null;
      clock.set(at);
      await breathe();
      const detail: StoreDetail = await details.detail(storeId, null);
      await carts.clearCart(customerId, storeId);
      for (const item of chooseLines(detail, random)) {
        try {
          await breathe();
          await carts.addLine(customerId, storeId, item);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
        }
      }
      if ((await carts.itemCount(customerId, storeId)) === 0) return { outcome: 'skipped', orderId: null };
      await breathe();
      const checkedOut = await orderService.checkout(customerId, checkoutBodySchema.parse({ storeId }));
      playing = checkedOut.id;
      clock.advance(minutes(1, 3));
      const serveType = chooseServeType(detail, random);
      const body = (raw: unknown): ConfirmBody => confirmBodySchema.parse(raw);
      await breathe();
      let confirmed: Awaited<ReturnType<typeof orderService.confirm>>;
      try {
        const phone = customer.phone;
        confirmed = await orderService.confirm(
          customerId,
          checkedOut.id,
          serveType === 'DELIVERY'
            ? body({ serveType, deliveryInfoDTO: { deliveryAddress: nearbyAddress(detail, random), phone } })
            : body({ serveType }),
        );
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== 'DELIVERY_RULE_NOT_FOUND') throw error;
        confirmed = await orderService.confirm(customerId, checkedOut.id, body({ serveType: 'PICKUP' }));
      }
      await breathe();
      if (confirmed.status !== 'PAID') {
        clock.advance(minutes(0, 1));
        if (confirmed.clientSecret)
          await confirmSandboxIntent(db, clock, confirmed.clientSecret, 'succeeded');
        await orderService.paid(customerId, checkedOut.id);
      }
      return { outcome: await serve(storeId, checkedOut.id), orderId: checkedOut.id };
    },

    /** Rejects (or cancels) the order a failure interrupted, if it was left PAID. */
    async settleLeftover(): Promise<void> {
      if (!playing) return;
      const [row] = await db.select().from(orders).where(eq(orders.id, playing));
      if (row) await settle(row);
    },

    /** Settles the history orders (placed before `endsAt`) that a stopped run left PAID. */
    async settleStopped(endsAt: Date): Promise<void> {
      const left = await db
        .select()
        .from(orders)
        .where(
          and(eq(orders.merchantId, merchantId), eq(orders.status, 'PAID'), lt(orders.createdAt, endsAt)),
        );
      for (const row of left) {
        clock.set(row.lastUpdatedAt.getTime() + minutes(1, 4));
        await settle(row);
      }
    },
  };
}
