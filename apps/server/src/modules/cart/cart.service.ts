import { CART_MESSAGES, type Cart, type CartItemInput, type CartRedeemBody } from '@perkdesk/contracts';
import {
  type PricedCart,
  type Promotion,
  type PromotionEntry,
  priceCart,
  type ServiceFeeTerms,
} from '@perkdesk/domain';
import type { Db, Executor } from '../../db/client';
import type { StoredCartLine } from '../../db/schema/index';
import { AppError, notFound, validationFailed } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { listItemsByIds } from '../catalogue/catalogue.public';
import type { PaymentAccountCheck } from '../merchants/merchants.routes';
import { toPromotionResponse } from '../promotions/promotion-mapper';
import { findPromotionRow, merchantPromotions } from '../promotions/promotions.public';
import { findStoreWithVersion } from '../store-detail/store-detail.public';
import type { StoreRow } from '../stores/stores.public';
import { emptyCart, findCart, lockCart, saveCart } from './cart.repository';
import {
  applyCoupon,
  type CartChange,
  type CartState,
  choosePick,
  redeem,
  removeCoupon,
  removePick,
  removeRedemption,
  toStored,
} from './cart-changes';
import {
  type CartPerks,
  couponPromotionOf,
  customerHistory,
  loadCartPerks,
  type PromotionSource,
  priceStoredLinesWithDeals,
} from './cart-deals';
import type { LoyaltyBalances } from './loyalty-balances';
import { createMenuCache, type MenuCache, type VersionedStore } from './menu-cache';
import {
  cartToWire,
  checkLine,
  completePricingContext,
  type LineProblem,
  type LineRequest,
  type MenuContext,
  type PricingContext,
} from './pricing-context';

/** A cart as priced now, with what it was priced against: what checkout freezes. */
export interface CartPricing {
  store: StoreRow;
  context: PricingContext;
  perks: CartPerks;
  /** The lines as stored, less what vanished (a deleted product's line, deleted add-ons, stale picks). */
  lines: StoredCartLine[];
  /** Kept lines that cannot be ordered now, with the contract's line messages. */
  problems: LineProblem[];
  couponCode: string | null;
  /** In cents, with the domain's names. */
  priced: PricedCart<PromotionEntry>;
  /** The contract's Cart (§8), in dollars. */
  cart: Cart;
}

/** What checkout prices the locked cart against. */
export interface CheckoutBasis {
  menu: MenuContext;
  /** The merchant's promotions; the customer's history is read under the cart's lock (`historyUnderLock`). */
  promotions: readonly Promotion[];
}

const storeUnknown = () => new AppError('NOT_FOUND', CART_MESSAGES.storeUnknown);

/** A service built without the loyalty module's balances (app.ts wires them): every redemption is refused. */
const noLoyaltyBalances: LoyaltyBalances = {
  punches: async () => new Map(),
  merchantPoints: async () => 0,
};

/** The promotion as contract §6 answers it (the promotions module's mapper); read only while a coupon is set. */
const promotionResponse = async (db: Executor, merchantId: string, id: string) => {
  const row = await findPromotionRow(db, merchantId, id);
  return row ? toPromotionResponse(row) : { id };
};

/** The pricing of stored lines in a cart: a cart has no delivery and no global points, so it never refuses. */
function pricedOf(context: PricingContext, lines: readonly StoredCartLine[], perks: CartPerks) {
  const outcome = priceStoredLinesWithDeals(context, lines, perks);
  if (!outcome.result.ok) throw new Error(`a cart was refused: ${outcome.result.refusal.code}`);
  return { ...outcome, priced: outcome.result.cart };
}

/**
 * The customer cart (contract §8): one per customer and store, lines stored as asked and priced
 * from the live catalogue and the merchant's promotions on every read and write. The orders
 * module calls `priced`, `clear`, `checkoutBasis`, `linesUnderLock`, `perksFor` and
 * `loadPricingContext` (with `priceStoredLinesWithDeals` from ./cart-deals, `checkLine` from
 * ./pricing-context) at checkout, confirm and paid.
 */
export function createCartService(deps: {
  db: Db;
  clock: Clock;
  hasPaymentAccount: PaymentAccountCheck;
  serviceFee: ServiceFeeTerms;
  menus?: MenuCache;
  /** The merchant's promotions (default: the promotions repository, cached per catalogue version). */
  promotions?: PromotionSource;
  /** Punch and point balances the redeem route checks (app.ts: the loyalty module's; default: none). */
  loyaltyBalances?: LoyaltyBalances;
}) {
  const { db, clock, hasPaymentAccount, serviceFee } = deps;
  const menus = deps.menus ?? createMenuCache({ serviceFee });
  const promotionSource = deps.promotions ?? merchantPromotions;
  const balances = deps.loyaltyBalances ?? noLoyaltyBalances;

  // Whether a merchant's payments were connected at a catalogue version: a payment account write
  // raises the version (migration 0009), so the answer holds for as long as the version does.
  const connectedAt = new Map<string, { version: number; connected: boolean }>();
  const paymentsConnected = async ({ store, version }: VersionedStore): Promise<boolean> => {
    const known = connectedAt.get(store.merchantId);
    if (known?.version === version) return known.connected;
    const connected = await hasPaymentAccount(store.merchantId);
    connectedAt.set(store.merchantId, { version, connected });
    return connected;
  };

  /**
   * The store of a cart or checkout, with its catalogue version: unknown or deleted is 404
   * "Merchant Store does not exist."; one customers cannot see (not ACTIVE, or the merchant's
   * payments not connected) is 400 STORE_NOT_ACCEPTING_ORDERS (contract §4 Visibility, §8).
   * Reads through the main handle: call it before opening a transaction.
   */
  const orderableStore = async (storeId: string): Promise<VersionedStore> => {
    const found = await findStoreWithVersion(db, storeId);
    if (!found || found.store.status === 'DELETED') throw storeUnknown();
    if (found.store.status !== 'ACTIVE' || !(await paymentsConnected(found)))
      throw new AppError('STORE_NOT_ACCEPTING_ORDERS');
    return found;
  };

  /** The merchant's promotions and the customer's history there; read on the pool, never under a lock. */
  const perksFor = (customerId: string, { store, version }: VersionedStore, only?: ReadonlySet<string>) =>
    loadCartPerks(db, promotionSource, {
      customerId,
      merchantId: store.merchantId,
      storeId: store.id,
      version,
      only,
    });

  const contextFor = async (
    executor: Executor,
    versioned: VersionedStore,
    lines: readonly LineRequest[],
    instant: Date,
  ): Promise<PricingContext> =>
    completePricingContext(executor, await menus.menuAt(db, versioned, instant), lines, menus.taxRates);

  /** The Cart, with `couponPromotion` `{"<CODE>": Promotion}` while the coupon names one (rules 1–7). */
  const toWire = async (
    context: PricingContext,
    perks: CartPerks,
    priced: PricedCart<PromotionEntry>,
  ): Promise<Cart> => {
    const coupon = couponPromotionOf(context, perks);
    const code = perks.couponCode;
    if (!coupon || !code) return cartToWire(priced);
    return cartToWire(priced, { [code]: await promotionResponse(db, context.store.merchantId, coupon.id) });
  };

  const emptyPriced = (store: StoreRow): PricedCart => {
    const result = priceCart({ store: { id: store.id, taxConfigIds: [] }, taxConfigs: new Map(), lines: [] });
    if (!result.ok) throw new Error('an empty cart was refused');
    return result.cart;
  };

  /** The priced cart now, from the stored lines; nothing is written (what vanished is stored at the next write). */
  const pricing = async (customerId: string, storeId: string): Promise<CartPricing> => {
    const versioned = await orderableStore(storeId);
    const { store } = versioned;
    const [row, found] = await Promise.all([
      findCart(db, customerId, storeId),
      perksFor(customerId, versioned),
    ]);
    const stored = row?.lines ?? [];
    const couponCode = row?.couponCode ?? null;
    const perks: CartPerks = { ...found, couponCode };
    const context = await contextFor(db, versioned, stored, clock.now());
    const { lines, problems, priced } = pricedOf(context, stored, perks);
    return {
      store,
      context,
      perks,
      lines,
      problems,
      couponCode,
      priced,
      cart: await toWire(context, perks, priced),
    };
  };

  /**
   * A change to the cart under the row's lock (created if missing). The menu and the promotions
   * are read before (their queries run side by side on the pool), the rows the locked lines need
   * inside; `change` may refuse (the transaction, a created row included, rolls back); the
   * re-priced lines are stored with what vanished and the stale picks left out.
   */
  const mutate = async (
    customerId: string,
    storeId: string,
    incoming: readonly LineRequest[],
    change: CartChange,
  ): Promise<Cart> => {
    const versioned = await orderableStore(storeId);
    const instant = clock.now();
    const [menu, found] = await Promise.all([
      menus.menuAt(db, versioned, instant),
      perksFor(customerId, versioned),
    ]);
    const { context, perks, priced } = await db.transaction(async (tx) => {
      const row = await lockCart(tx, customerId, storeId, instant);
      const context = await completePricingContext(tx, menu, [...row.lines, ...incoming], menus.taxRates);
      const current: CartState = { lines: row.lines, nextLineId: row.nextLineId, couponCode: row.couponCode };
      const next = change(current, { context, perks: found });
      const perks: CartPerks = { ...found, couponCode: next.couponCode };
      const outcome = pricedOf(context, next.lines, perks);
      await saveCart(tx, customerId, storeId, {
        lines: outcome.lines,
        nextLineId: next.nextLineId,
        couponCode: next.couponCode,
        updatedAt: instant,
      });
      return { context, perks, priced: outcome.priced };
    });
    return toWire(context, perks, priced);
  };

  const refuseInvalid = (context: PricingContext, item: CartItemInput) => {
    const violations = checkLine(context, item);
    if (violations.length > 0) throw validationFailed(violations);
  };

  const indexOfLine = (lines: readonly StoredCartLine[], lineId: string) => {
    const index = lines.findIndex((line) => line.id === lineId);
    if (index < 0) throw notFound();
    return index;
  };

  return {
    /**
     * The context for lines of a store (read with its catalogue version) now or at `instant`,
     * with the configured service fee. The menu comes from the menu cache (read on the pool).
     */
    loadPricingContext: (
      executor: Executor,
      versioned: VersionedStore,
      lines: readonly LineRequest[],
      instant: Date = clock.now(),
    ): Promise<PricingContext> => contextFor(executor, versioned, lines, instant),

    /** GET /api/user-cart/{storeId}: the re-priced cart; an empty one when none exists. */
    async get(customerId: string, storeId: string): Promise<Cart> {
      return (await pricing(customerId, storeId)).cart;
    },

    /**
     * The cart priced now with its context, for checkout; store refusals as on the cart routes.
     * Reads outside any transaction: an order written from it re-checks under its own.
     */
    priced: pricing,

    /**
     * For checkout: the store (refusals as on the cart routes), its menu now and the merchant's
     * promotions, read before the checkout's transaction; `linesUnderLock` then completes the menu
     * for the locked cart's lines and `historyUnderLock` reads the customer's history if needed.
     */
    async checkoutBasis(storeId: string): Promise<CheckoutBasis> {
      const versioned = await orderableStore(storeId);
      const [menu, promotions] = await Promise.all([
        menus.menuAt(db, versioned, clock.now()),
        promotionSource(db, versioned.store.merchantId, versioned.version),
      ]);
      return { menu, promotions };
    },

    /**
     * For checkout, once the cart is locked and its coupon known: the customer's history, read only
     * when a promotion that could apply to this cart needs it (a hidden one behind another code
     * cannot).
     */
    historyUnderLock: (
      tx: Executor,
      customerId: string,
      store: StoreRow,
      promotions: readonly Promotion[],
      couponCode: string | null,
    ) =>
      customerHistory(tx, promotions, {
        customerId,
        merchantId: store.merchantId,
        storeId: store.id,
        couponCode,
      }),

    /** The context for lines read under the cart's lock, inside the caller's transaction. */
    linesUnderLock: (tx: Executor, menu: MenuContext, lines: readonly LineRequest[]) =>
      completePricingContext(tx, menu, lines, menus.taxRates),

    /** The merchant's promotions and the customer's history at a store: what re-checks read (on the pool). */
    perksFor,

    /** Normal lines plus redeem lines of what a read would show: a deleted product's lines do not count. */
    async itemCount(customerId: string, storeId: string): Promise<number> {
      const { store } = await orderableStore(storeId);
      const lines = (await findCart(db, customerId, storeId))?.lines ?? [];
      if (lines.length === 0) return 0;
      const rows = await listItemsByIds(db, store.merchantId, [
        ...new Set(lines.map((line) => line.productId)),
      ]);
      const live = new Set(
        rows.filter((row) => row.kind === 'PRODUCT' && row.status !== 'DELETED').map((row) => row.id),
      );
      return lines.filter((line) => !line.isFreeItem && live.has(line.productId)).length;
    },

    /** POST …/item: a new line with the next id ("1", "2", …), checked against the menu now. */
    addLine(customerId: string, storeId: string, item: CartItemInput): Promise<Cart> {
      return mutate(customerId, storeId, [item], (current, { context }) => {
        refuseInvalid(context, item);
        const line = toStored(String(current.nextLineId), item);
        return { ...current, lines: [...current.lines, line], nextLineId: current.nextLineId + 1 };
      });
    },

    /** PUT …/item/{lineId}: the line replaced whole, keeping its id and place; unknown → 404. */
    replaceLine(customerId: string, storeId: string, lineId: string, item: CartItemInput): Promise<Cart> {
      return mutate(customerId, storeId, [item], (current, { context }) => {
        const index = indexOfLine(current.lines, lineId);
        refuseInvalid(context, item);
        const old = current.lines[index] as StoredCartLine;
        const lines = current.lines.with(index, { ...old, ...toStored(lineId, item) });
        return { ...current, lines };
      });
    },

    /** DELETE …/item/{lineId}: unknown → 404. */
    removeLine(customerId: string, storeId: string, lineId: string): Promise<Cart> {
      return mutate(customerId, storeId, [], (current) => {
        const index = indexOfLine(current.lines, lineId);
        return { ...current, lines: current.lines.toSpliced(index, 1) };
      });
    },

    /** POST …/coupon/{code}: COUPON_INVALID unless the code names a promotion that passes rules 1–7. */
    applyCoupon: (customerId: string, storeId: string, code: string): Promise<Cart> =>
      mutate(customerId, storeId, [], applyCoupon(code)),

    /** DELETE …/coupon/{code}. */
    removeCoupon: (customerId: string, storeId: string, code: string): Promise<Cart> =>
      mutate(customerId, storeId, [], removeCoupon(code)),

    /** POST …/item-to-be-applied/{promotionId}: the deal's pick replaced (PROMOTION_NOT_APPLICABLE). */
    choosePick: (
      customerId: string,
      storeId: string,
      promotionId: string,
      item: CartItemInput,
    ): Promise<Cart> => mutate(customerId, storeId, [item], choosePick(promotionId, item)),

    /** DELETE …/item-to-be-applied/{promotionId}. */
    removePick: (customerId: string, storeId: string, promotionId: string): Promise<Cart> =>
      mutate(customerId, storeId, [], removePick(promotionId)),

    /**
     * POST /api/user-cart/redeem: the promotion's redeem lines replaced, the cost checked against
     * the customer's punches on that card or points at the merchant, read first (the confirm's
     * reservation is the binding check).
     */
    async redeem(customerId: string, body: CartRedeemBody): Promise<Cart> {
      const { store } = await orderableStore(body.storeId);
      const { promotionId } = body;
      const [punches, points] = await Promise.all([
        balances.punches(customerId, [promotionId]),
        balances.merchantPoints(customerId, store.merchantId),
      ]);
      // A punch card spends its own punches, a reward item the merchant points.
      const isCard = (found: CartPerks['promotions'][number] | undefined) => found?.type === 'PUNCH_CARD';
      return mutate(customerId, body.storeId, body.redeemProductList, (current, tools) => {
        const promotion = tools.perks.promotions.find((p) => p.id === promotionId);
        const balance = isCard(promotion) ? (punches.get(promotionId) ?? 0) : points;
        return redeem(promotionId, body.redeemProductList, balance)(current, tools);
      });
    },

    /** DELETE /api/user-cart/redeem/{storeId}/promotion/{promotionId}. */
    removeRedemption: (customerId: string, storeId: string, promotionId: string): Promise<Cart> =>
      mutate(customerId, storeId, [], removeRedemption(promotionId)),

    /** DELETE /api/user-cart/{storeId}: the cart emptied (`isCartEmpty: true`). */
    async clearCart(customerId: string, storeId: string): Promise<Cart> {
      const { store } = await orderableStore(storeId);
      await emptyCart(db, customerId, storeId, clock.now());
      return cartToWire(emptyPriced(store));
    },

    /** Empties the cart without checking the store (an order was paid); `executor` may be the order's transaction. */
    async clear(customerId: string, storeId: string, executor: Executor = db): Promise<void> {
      await emptyCart(executor, customerId, storeId, clock.now());
    },
  };
}
export type CartService = ReturnType<typeof createCartService>;
