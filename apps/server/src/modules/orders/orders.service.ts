import {
  type CheckoutBody,
  type ConfirmBody,
  type CustomerOrder,
  itemUnavailableMessage,
  type MerchantOrder,
  type OrderListQuery,
} from '@perkdesk/contracts';
import { insideWindows, type PricedDelivery, type WeekWindow } from '@perkdesk/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { newId } from '../../lib/ids';
import { findUserById } from '../accounts/accounts.public';
import { lockCart } from '../cart/cart.public';
import type { CartService } from '../cart/cart.service';
import { withCheckoutPicks } from '../cart/cart-changes';
import { frozenPricingOf, priceStoredLinesWithDeals } from '../cart/cart-deals';
import type { VersionedStore } from '../cart/menu-cache';
import { OPEN_INTENT_STATUSES, type PaymentIntent, type PaymentPort } from '../payments/payment-port';
import { findStoreWithVersion } from '../store-detail/store-detail.public';
import type { StoreRow } from '../stores/stores.public';
import { DEFAULT_ZONE, dateRange } from './order-dates';
import { createOrderDelivery } from './order-delivery';
import { noOrderEvents, type OrderEvents } from './order-events';
import {
  type FrozenPricing,
  pricingOf,
  searchTextOf,
  toCustomerOrder,
  toMerchantOrder,
} from './order-mapper';
import { createOrderPayments } from './order-payments';
import { firstUnavailable, firstUnavailablePromotion, hasPromotions } from './order-recheck';
import {
  findOrder,
  findOrderByIntent,
  findOrderWithStore,
  insertOrderReplacingOpen,
  listCustomerOrders,
  markPaid,
  merchantHasPaidOrders,
  OPEN_STATUSES,
  type OrderPatch,
  type OrderRow,
  updateOrderIf,
} from './orders.repository';

/**
 * A customer's global points balance (contract §10 Global points). Loyalty (issue 7) supplies the
 * real one; until it exists every balance is 0, so spending any points at checkout is refused
 * with GLOBAL_POINTS_INSUFFICIENT (after the amount and maximum checks).
 */
export type GlobalPointsBalance = (customerId: string) => Promise<number>;
export const noGlobalPoints: GlobalPointsBalance = async () => 0;

/**
 * The loyalty balances an order spends (contract §9 Lifecycle): `reserve` takes the order's
 * `usedPunches`, `usedPoints` and `globalPointsUsed` inside the confirm transaction by conditional
 * decrements (a shortfall throws INSUFFICIENT_PUNCHES, INSUFFICIENT_POINTS or
 * GLOBAL_POINTS_INSUFFICIENT and the confirm rolls back); `release` gives a held reservation back
 * when the order is canceled. Both are once per order. Loyalty (issue 7) implements them.
 */
export interface OrderReservations {
  /** Whether the order spends anything to reserve (its frozen figures; most orders do not). */
  reserves(order: OrderRow): boolean;
  reserve(tx: Executor, order: OrderRow): Promise<void>;
  release(tx: Executor, order: OrderRow): Promise<void>;
}
export const noOrderReservations: OrderReservations = {
  reserves: () => false,
  reserve: async () => {},
  release: async () => {},
};

/** Who reads orders: a customer its own, a merchant its stores' paid ones. */
export type OrderReader = { role: 'USER'; userId: string } | { role: 'MERCHANT'; merchantId: string };

const invalidStatus = () => new AppError('INVALID_STATUS');
const isOpen = (order: OrderRow) =>
  (OPEN_STATUSES as readonly string[]).includes(order.status) && order.serveStatus === null;

/**
 * The customer side of the order lifecycle (contract §9 Lifecycle, Customer routes), reusable by
 * the simulator, the webhook and the merchant actions:
 *
 * - `checkout(customerId, body)`: cart → CHECKOUT, prices frozen in `priced`, an earlier open
 *   order of the same customer and store canceled.
 * - `confirm(customerId, orderId, body)`: serve type, delivery, payment method; creates or updates
 *   the card intent, or goes straight to PAID (pay at store, a zero total).
 * - `paid(customerId, orderId)`: CONFIRMED → PAID once the intent succeeded; idempotent.
 * - `paidByIntent({intentId, accountId})`: the same from the provider's webhook.
 * - `cancel(customerId, orderId)`, `isValid(customerId, orderId)`.
 * - `get(reader, id)`, `list(reader, query)`: the customer's or the merchant's view.
 * - `hasOrdersInProgress(merchantId)`: PAID orders exist (payments disconnect).
 * - `releasePayment(order)`: cancels the order's intent, or refunds it when it was paid (the
 *   merchant's reject and cancel reuse it).
 *
 * Every transition is a compare-and-set on (status, serveStatus); the loser gets INVALID_STATUS.
 * Provider calls never run inside a database transaction. A failed re-check (ITEM_UNAVAILABLE) at
 * confirm or paid cancels the order and releases its payment; every other refusal leaves the
 * order as it was.
 */
export function createOrderService(deps: {
  db: Db;
  clock: Clock;
  payments: PaymentPort;
  carts: CartService;
  globalPointsBalance?: GlobalPointsBalance;
  reservations?: OrderReservations;
  events?: OrderEvents;
  log?: FastifyBaseLogger;
}) {
  const { db, clock, payments, carts } = deps;
  const balanceOf = deps.globalPointsBalance ?? noGlobalPoints;
  const reservations = deps.reservations ?? noOrderReservations;
  const events = deps.events ?? noOrderEvents;
  const { chargeAccount, intentOf, releasePayment, dropIntent, syncIntent } = createOrderPayments({
    db,
    payments,
    log: deps.log,
  });
  const { priceDeliveryFor, rememberAddress } = createOrderDelivery(db);

  const publish = async (order: OrderRow, store?: StoreRow) => {
    try {
      await events.published(order, store);
    } catch (error) {
      deps.log?.error({ err: error, orderId: order.id }, 'order event not published');
    }
  };

  /** The order's store with its merchant's catalogue version (what the menu cache is keyed by). */
  const versionedStoreOf = async (order: OrderRow): Promise<VersionedStore> => {
    const found = await findStoreWithVersion(db, order.storeId);
    if (!found) throw new Error(`order ${order.id} names a missing store`);
    return found;
  };
  const storeOf = async (order: OrderRow): Promise<StoreRow> => (await versionedStoreOf(order)).store;

  const customerView = async (order: OrderRow, store?: StoreRow): Promise<CustomerOrder> =>
    toCustomerOrder(order, store ?? (await storeOf(order)), clock.now());

  /**
   * The customer's own order with its store as `versionedStoreOf` gives it, and the phone in the
   * customer's profile now, in one read; anyone else's order is answered as unknown.
   */
  const ownedWithStore = async (customerId: string, orderId: string) => {
    const found = await findOrderWithStore(db, orderId);
    if (!found || found.order.customerId !== customerId) throw notFound();
    if (!found.versioned) throw new Error(`order ${orderId} names a missing store`);
    return { order: found.order, versioned: found.versioned, profilePhone: found.profilePhone };
  };

  /** The customer's own order; anyone else's is answered as unknown. */
  const owned = async (customerId: string, orderId: string): Promise<OrderRow> => {
    const order = await findOrder(db, orderId);
    if (!order || order.customerId !== customerId) throw notFound();
    return order;
  };

  /**
   * The re-check of confirm and paid: when something is gone, the order becomes CANCELED (from
   * the status it had), its payment is released, and ITEM_UNAVAILABLE names what is gone.
   */
  const recheckOrCancel = async (order: OrderRow, store: VersionedStore, now: Date): Promise<void> => {
    const name = await unavailable(order, store, now);
    if (name === null) return;
    const canceled = await db.transaction(async (tx) => {
      const row = await updateOrderIf(
        tx,
        order.id,
        { status: order.status, serveStatus: order.serveStatus },
        { status: 'CANCELED', lastUpdatedAt: now },
      );
      if (row) await reservations.release(tx, row);
      return row;
    });
    if (canceled) {
      await releasePayment(canceled);
      await publish(canceled);
    }
    throw new AppError('ITEM_UNAVAILABLE', itemUnavailableMessage(name));
  };

  const unavailable = async (order: OrderRow, store: VersionedStore, now: Date): Promise<string | null> => {
    const pricing = pricingOf(order);
    const lines = pricing.items.map((line) => ({
      productId: line.productId,
      quantity: line.quantity,
      addons: line.addons.map((addon) => ({ productId: addon.addonId, quantity: addon.quantity })),
    }));
    const [context, perks] = await Promise.all([
      carts.loadPricingContext(db, store, lines, now),
      // The customer's history is read only when one of the order's own promotions limits uses
      // or wants new clients.
      hasPromotions(pricing)
        ? carts.perksFor(
            order.customerId,
            store,
            new Set((pricing.appliedPromotions as { id: string }[]).map((p) => p.id)),
          )
        : null,
    ]);
    return (
      firstUnavailable(context, pricing) ??
      (perks === null ? null : firstUnavailablePromotion(context, pricing, perks))
    );
  };

  /**
   * CONFIRMED → PAID once the payment is made: re-check (a failure cancels and refunds), then the
   * intent must have succeeded for the order's total, then the compare-and-set and the cart
   * emptied in one statement (`markPaid`); published after it.
   */
  const settle = async (
    order: OrderRow,
    known?: VersionedStore,
  ): Promise<{ paid: OrderRow; store: StoreRow }> => {
    const versioned = known ?? (await versionedStoreOf(order));
    const now = clock.now();
    await recheckOrCancel(order, versioned, now);
    if (order.paymentMethod === 'CARD' && order.totalCents > 0) {
      const intent = await intentOf(order);
      if (!intent || intent.status !== 'succeeded' || intent.amountCents !== order.totalCents) {
        throw new AppError('PAYMENT_NOT_COMPLETED');
      }
    }
    const paid = await markPaid(db, order, now);
    if (!paid) throw invalidStatus();
    await publish(paid, versioned.store);
    return { paid, store: versioned.store };
  };

  return {
    releasePayment,

    /**
     * POST /api/orders/checkout: the cart priced now becomes a CHECKOUT order with its prices
     * frozen. Refusals: the store (404, STORE_NOT_ACCEPTING_ORDERS), CART_EMPTY, STORE_CLOSED
     * (outside the store's operationTime in its zone; empty means always open), ITEM_UNAVAILABLE
     * for a line that cannot be ordered now, and the global-point checks.
     */
    async checkout(customerId: string, body: CheckoutBody): Promise<CustomerOrder> {
      const points = body.globalPoints ?? null;
      // Side by side on the pool: none of them depends on another.
      const [{ menu, promotions }, balance, customer] = await Promise.all([
        carts.checkoutBasis(body.storeId),
        points === null ? null : balanceOf(customerId),
        findUserById(db, customerId),
      ]);
      const { store, instant: now } = menu;
      const id = newId(now.getTime());
      const customerName = customer?.name ?? null;
      const customerPhone = customer?.phone ?? null;

      const { order, replaced } = await db.transaction(async (tx) => {
        // One checkout of this cart at a time: the second waits, then replaces the first. The
        // lines priced are the locked ones; any refusal below rolls back and changes nothing.
        const cart = await lockCart(tx, customerId, store.id, now);
        // Priced with the promotions as the cart is; `toBeAppliedItems` replace the cart's picks. A
        // promotion that stopped applying simply gives nothing (contract §9 Re-checks).
        const stored = withCheckoutPicks(cart, body.toBeAppliedItems);
        const [context, history] = await Promise.all([
          carts.linesUnderLock(tx, menu, stored),
          carts.historyUnderLock(tx, customerId, store, promotions, cart.couponCode),
        ]);
        const outcome = priceStoredLinesWithDeals(
          context,
          stored,
          { promotions, customer: history, couponCode: cart.couponCode },
          { globalPoints: points === null ? null : { used: points, balance: balance ?? 0 } },
        );
        if (outcome.lines.length === 0) throw new AppError('CART_EMPTY');
        if (!insideWindows(store.operationTime as WeekWindow[], now, store.timeZone))
          throw new AppError('STORE_CLOSED');
        const problem = outcome.problems[0];
        if (problem) throw new AppError('ITEM_UNAVAILABLE', itemUnavailableMessage(problem.productName));
        if (!outcome.result.ok)
          throw new AppError(outcome.result.refusal.code, outcome.result.refusal.message);
        const pricing: FrozenPricing = frozenPricingOf(outcome.result.cart);

        const { order, replaced } = await insertOrderReplacingOpen(tx, {
          id,
          merchantId: store.merchantId,
          storeId: store.id,
          customerId,
          status: 'CHECKOUT',
          numberOfItems: pricing.numberOfItems,
          priced: pricing as unknown as Record<string, unknown>,
          subAmountProductsCents: pricing.subAmountProductsCents,
          subAmountCents: pricing.subAmountCents,
          discountCents: pricing.discountAmountCents,
          taxCents: pricing.taxAmountCents,
          serviceFeeCents: pricing.serviceFeeCents,
          globalPointsUsed: pricing.globalPointsUsed,
          earnedGlobalPoints: pricing.earnedGlobalPoints,
          totalCents: pricing.totalAmountCents,
          customerName,
          customerPhone,
          searchText: searchTextOf({ id, customerName, customerPhone, pricing }),
          createdAt: now,
          lastUpdatedAt: now,
        });
        for (const old of replaced) await reservations.release(tx, old);
        return { order, replaced };
      });
      for (const old of replaced) {
        await releasePayment(old);
        await publish(old);
      }
      return customerView(order, store);
    },

    /**
     * POST /api/orders/{id}/confirm. Refusals leave the order as it was, except a failed re-check,
     * which cancels it. Confirming again while CONFIRMED redoes the step: the intent is updated to
     * the new total, or replaced, or canceled when the order is paid another way.
     */
    async confirm(customerId: string, orderId: string, body: ConfirmBody): Promise<CustomerOrder> {
      const { order, versioned, profilePhone } = await ownedWithStore(customerId, orderId);
      if (!isOpen(order)) throw invalidStatus();
      const { store } = versioned;
      if (store.status !== 'ACTIVE') throw new AppError('STORE_NOT_ACCEPTING_ORDERS');
      if (!store.serveOptions.includes(body.serveType)) throw new AppError('SERVE_OPTION_UNAVAILABLE');
      const now = clock.now();
      await recheckOrCancel(order, versioned, now);

      const frozen = pricingOf(order);
      const base: FrozenPricing = {
        ...frozen,
        delivery: null,
        totalAmountCents: frozen.totalAmountCents - (frozen.delivery?.totalDeliveryAmountCents ?? 0),
      };
      let delivery: PricedDelivery | null = null;
      let customerPhone = profilePhone ?? order.customerPhone;
      if (body.delivery) {
        delivery = await priceDeliveryFor(store, base, body.delivery);
        customerPhone = body.delivery.phone ?? profilePhone;
        if (!customerPhone) throw new AppError('PHONE_REQUIRED');
      }
      const pricing: FrozenPricing = {
        ...base,
        delivery,
        totalAmountCents: base.totalAmountCents + (delivery?.totalDeliveryAmountCents ?? 0),
      };
      const total = pricing.totalAmountCents;
      const fee = pricing.serviceFeeCents;

      // The payment: at the store, nothing due, or a card intent for the total.
      const previous = await intentOf(order);
      if (previous && !OPEN_INTENT_STATUSES.includes(previous.status) && previous.status !== 'canceled') {
        // Already paid (or being paid): the next step is `paid`, not another confirm.
        throw invalidStatus();
      }
      const payNow = body.payAtStore || total === 0;
      let intent: PaymentIntent | null = null;
      let created: PaymentIntent | null = null;
      if (!payNow) {
        const accountId = await chargeAccount(versioned);
        if (previous && previous.status !== 'canceled' && previous.accountId === accountId) {
          intent =
            previous.amountCents === total && previous.applicationFeeCents === fee
              ? previous
              : await payments.updateIntent(accountId, previous.id, {
                  amountCents: total,
                  applicationFeeCents: fee,
                });
        } else {
          created = await payments.createIntent(total, 'cad', accountId, fee, order.id);
          intent = created;
        }
      }

      const customerName = order.customerName;
      const patch: OrderPatch = {
        status: payNow ? 'PAID' : 'CONFIRMED',
        serveType: body.serveType,
        paymentMethod: body.payAtStore ? 'AT_STORE' : 'CARD',
        // Nothing to collect on a zero total; an AT_STORE order is collected by the merchant.
        paymentCollected: payNow && !body.payAtStore,
        priced: pricing as unknown as Record<string, unknown>,
        totalCents: total,
        deliveryAddress: body.delivery ? (body.delivery.address as unknown as Record<string, unknown>) : null,
        deliveryDistance: delivery?.distanceKm ?? null,
        deliveryPriceCents: delivery?.deliveryPriceCents ?? 0,
        isDeliveryPriceTaxExempt: delivery?.isDeliveryPriceTaxExempt ?? false,
        customerPhone,
        searchText: searchTextOf({ id: order.id, customerName, customerPhone, pricing }),
        paymentProvider: intent ? payments.provider : null,
        paymentIntentId: intent?.id ?? null,
        paymentClientSecret: intent?.clientSecret ?? null,
        paymentAccountId: intent?.accountId ?? null,
        confirmedAt: now,
        paidAt: payNow ? now : null,
        lastUpdatedAt: now,
      };
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
                if (payNow) await carts.clear(customerId, order.storeId, tx);
                return row;
              });
      } catch (error) {
        if (created) await dropIntent(created);
        throw error;
      }
      if (!updated) {
        if (created) await dropIntent(created);
        throw invalidStatus();
      }
      // The intent the order held before, when it no longer does.
      if (previous && previous.status !== 'canceled' && previous.id !== intent?.id)
        await dropIntent(previous);
      if (intent && !created) await syncIntent(order.id);
      if (body.delivery?.isRememberAddress) await rememberAddress(customerId, body.delivery.address, now);
      if (payNow) await publish(updated, store);
      return customerView(updated, store);
    },

    /**
     * POST /api/orders/{id}/paid: idempotent — an order already PAID is answered as it is, with
     * nothing done again. Otherwise only a CONFIRMED order whose intent succeeded is paid.
     */
    async paid(customerId: string, orderId: string): Promise<CustomerOrder> {
      const { order, versioned } = await ownedWithStore(customerId, orderId);
      if (order.status === 'PAID') return customerView(order, versioned.store);
      if (order.status !== 'CONFIRMED' || order.serveStatus !== null) throw invalidStatus();
      const { paid, store } = await settle(order, versioned);
      return customerView(paid, store);
    },

    /**
     * The provider's `payment_intent.succeeded` (webhook): the order it pays is settled as by
     * `paid`; a refusal is logged (a failed re-check has already canceled and refunded). A payment
     * that succeeds on an order canceled meanwhile is refunded.
     */
    async paidByIntent(input: { intentId: string; accountId: string | null }): Promise<void> {
      const order = await findOrderByIntent(db, input.intentId);
      if (!order || (input.accountId && order.paymentAccountId !== input.accountId)) return;
      if (order.status === 'CANCELED') {
        await releasePayment(order);
        return;
      }
      if (order.status !== 'CONFIRMED') return;
      try {
        await settle(order);
      } catch (error) {
        if (!(error instanceof AppError) || error.status >= 500) throw error;
        deps.log?.warn({ orderId: order.id, code: error.code }, 'webhook payment not settled');
      }
    },

    /** POST /api/orders/{id}/cancel: CHECKOUT or CONFIRMED only; the intent canceled (or refunded). */
    async cancel(customerId: string, orderId: string): Promise<CustomerOrder> {
      const order = await owned(customerId, orderId);
      if (!isOpen(order)) throw new AppError('ORDER_NOT_CANCELABLE');
      const canceled = await db.transaction(async (tx) => {
        const row = await updateOrderIf(
          tx,
          order.id,
          { status: order.status, serveStatus: null },
          { status: 'CANCELED', lastUpdatedAt: clock.now() },
        );
        if (row) await reservations.release(tx, row);
        return row;
      });
      if (!canceled) throw invalidStatus();
      await releasePayment(canceled);
      await publish(canceled);
      return customerView(canceled);
    },

    /** GET /api/orders/{id}/is-valid: an open order re-checked now (nothing changes); others as they are. */
    async isValid(customerId: string, orderId: string): Promise<CustomerOrder> {
      const order = await owned(customerId, orderId);
      const versioned = await versionedStoreOf(order);
      if (isOpen(order)) {
        const name = await unavailable(order, versioned, clock.now());
        if (name !== null) throw new AppError('ITEM_UNAVAILABLE', itemUnavailableMessage(name));
      }
      return customerView(order, versioned.store);
    },

    /**
     * GET /api/orders/{id}. A customer reads its own orders except CHECKOUT ones (contract §9);
     * a merchant reads its stores' orders that were paid. Anything else is 404.
     */
    async get(reader: OrderReader, orderId: string): Promise<CustomerOrder | MerchantOrder> {
      const order = await findOrder(db, orderId);
      if (reader.role === 'USER') {
        if (!order || order.customerId !== reader.userId || order.status === 'CHECKOUT') throw notFound();
        return customerView(order);
      }
      if (!order || order.merchantId !== reader.merchantId || order.paidAt === null) throw notFound();
      return toMerchantOrder(order);
    },

    /**
     * GET /api/orders[?startDate&endDate] for a customer: its orders, CHECKOUT excluded, newest
     * first, the dates on creation in America/Toronto (no store is in scope). A merchant's list is
     * the merchant-orders module's.
     */
    async list(customerId: string, query: OrderListQuery): Promise<CustomerOrder[]> {
      const rows = await listCustomerOrders(db, customerId, dateRange(query, DEFAULT_ZONE));
      const stores = new Map<string, StoreRow>();
      const now = clock.now();
      const answer: CustomerOrder[] = [];
      for (const row of rows) {
        let store = stores.get(row.storeId);
        if (!store) {
          store = await storeOf(row);
          stores.set(store.id, store);
        }
        answer.push(toCustomerOrder(row, store, now));
      }
      return answer;
    },

    hasOrdersInProgress: (merchantId: string): Promise<boolean> => merchantHasPaidOrders(db, merchantId),
  };
}
export type OrderService = ReturnType<typeof createOrderService>;
