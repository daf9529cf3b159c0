import { type CustomerOrder, merchantOrderSchema } from '@perkdesk/contracts';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { AppDeps } from '../app';
import {
  customerPointHistory,
  customerPoints,
  globalPointHistory,
  globalPoints,
  orders,
  punchCards,
  punchHistory,
  users,
} from '../db/schema/index';
import { moveGlobalPoints } from '../modules/loyalty/global-points.repository';
import { pricingOf } from '../modules/orders/order-mapper';
import { signedIn } from './account-fixtures';
import {
  type Account,
  call,
  openShop,
  orderCall,
  orderRow,
  type ProviderHarness,
  startProvider,
} from './order-harness';
import { createCafeMenu, createOpenStore } from './ordering-fixtures';

// Loyalty tests drive real orders: the merchant writes its perks through the promotions routes,
// the customer fills the cart (croissants earn, lattes are the rewards, redeemed through the cart's
// redeem route), checks out, confirms, pays, and the merchant acts. What an order earns and spends
// is what the cart's deal engine froze into it (contract §8 AppliedPromotion).

type Headers = Record<string, string>;
export type Shop = Awaited<ReturnType<typeof openShop>>;
export type TwoStoreShop = Shop & { store2: Shop['store'] };

export interface CheckoutOptions {
  croissants?: number;
  giftCards?: number;
  redeem?: { promotionId: string; quantity: number };
  globalPoints?: number;
  earnedGlobalPoints?: number;
}

/** The app on the sandbox provider, with the loyalty kit around it. */
export async function startLoyalty(deps: Partial<AppDeps> = {}) {
  return kit(await startProvider('sandbox', deps));
}

export function kit(p: ProviderHarness) {
  const t = p.t;
  const post = (url: string, body: unknown, headers: Headers) => call(t, 'POST', url, body, headers);
  const get = (url: string, headers: Headers) => call(t, 'GET', url, undefined, headers);

  const self = {
    p,
    t,
    post,
    get,
    shop: () => openShop(p),

    /** One merchant with two always-open stores selling the café menu; `store` is the first. */
    async twoStoreShop() {
      const merchant = await signedIn(t);
      await p.connect(merchant.headers);
      const store = await createOpenStore(t, merchant.headers);
      const store2 = await createOpenStore(t, merchant.headers);
      const menu = await createCafeMenu(t, merchant.headers, [store.id, store2.id]);
      return { merchant, store, store2, menu };
    },
    /** The same merchant and menu, seen from its second store. */
    atSecondStore: (shop: TwoStoreShop): Shop => ({ ...shop, store: shop.store2 }),

    async customer(referrer?: Account): Promise<Account> {
      const customer = await signedIn(t, 'USER');
      await t.db
        .update(users)
        .set({ phone: '+14165550123', referralUserId: referrer?.id ?? null })
        .where(eq(users.id, customer.id));
      return customer;
    },

    /** A perk written through POST /api/promotions/{path} for the shop's store. */
    async perk(shop: Shop, path: string, fields: Record<string, unknown>): Promise<string> {
      const response = await post(
        `/api/promotions/${path}`,
        { stores: [shop.store.id], ...fields },
        shop.merchant.headers,
      );
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { id: string }).id;
    },
    /** A punch card: croissants earn, a latte is the reward. */
    punchCard: (shop: Shop, requiredPunches = 5, rewardItems = 1) =>
      self.perk(shop, 'punch-card', {
        name: 'Coffee card',
        requiredProductList: [{ id: shop.menu.croissant.id }],
        rewardProductList: [{ id: shop.menu.latte.id }],
        requiredPunches,
        rewardItems,
      }),
    /** A point perk: each croissant earns `rewardPoints`. */
    pointPerk: (shop: Shop, rewardPoints = 100) =>
      self.perk(shop, 'point-perk', {
        name: 'Points on pastries',
        requiredProductList: [{ id: shop.menu.croissant.id }],
        rewardPoints,
      }),
    /** A reward item: a latte for `requiredPoints`. */
    rewardItem: (shop: Shop, requiredPoints = 250, fields: Record<string, unknown> = {}) =>
      self.perk(shop, 'reward-item', {
        name: 'Free latte',
        rewardProductList: [{ id: shop.menu.latte.id }],
        requiredPoints,
        ...fields,
      }),

    /** Puts `quantity` lattes of a punch card or reward item in the cart as redeem lines. */
    async redeem(shop: Shop, customer: Account, promotionId: string, quantity: number) {
      return post(
        '/api/user-cart/redeem',
        {
          storeId: shop.store.id,
          promotionId,
          redeemProductList: [
            {
              productId: shop.menu.latte.id,
              quantity,
              addons: [{ productId: shop.menu.oat.id, quantity: 1 }],
            },
          ],
        },
        customer.headers,
      );
    },

    /** Global points given to a customer outside any order (a stand-in for earlier orders). */
    async grantGlobal(customer: Account, points: number) {
      await t.db.transaction((tx) =>
        moveGlobalPoints(tx, customer.id, points, { orderId: null, historyType: 'ADDED' }, t.clock.now()),
      );
    },

    /**
     * A checked-out order of `croissants` ($3.25 each; they earn on punch cards and point perks),
     * `giftCards` ($10, untaxed) and, when given, lattes redeemed on a punch card or reward item.
     * `earnedGlobalPoints` overrides the figure the order earns (for the referral maths).
     */
    async checkout(shop: Shop, customer: Account, options: CheckoutOptions = {}): Promise<CustomerOrder> {
      // Each order starts from an empty cart (a canceled or refused order leaves its cart as it was).
      const emptied = await call(t, 'DELETE', `/api/user-cart/${shop.store.id}`, undefined, customer.headers);
      expect(emptied.statusCode, emptied.body).toBe(200);
      const lines = [
        [shop.menu.croissant.id, options.croissants ?? 1],
        [shop.menu.giftCard.id, options.giftCards ?? 0],
      ] as const;
      for (const [productId, quantity] of lines) {
        if (quantity === 0) continue;
        const added = await post(
          `/api/user-cart/${shop.store.id}/item`,
          { item: { productId, quantity, addons: [] } },
          customer.headers,
        );
        expect(added.statusCode, added.body).toBe(200);
      }
      if (options.redeem) {
        const redeemed = await self.redeem(
          shop,
          customer,
          options.redeem.promotionId,
          options.redeem.quantity,
        );
        expect(redeemed.statusCode, redeemed.body).toBe(200);
      }
      const order = await orderCall(
        t,
        'POST',
        '/api/orders/checkout',
        { storeId: shop.store.id, ...(options.globalPoints ? { globalPoints: options.globalPoints } : {}) },
        customer.headers,
      );
      if (options.earnedGlobalPoints === undefined) return order;
      const row = await orderRow(t, order.id);
      const priced = { ...pricingOf(row), earnedGlobalPoints: options.earnedGlobalPoints };
      await t.db
        .update(orders)
        .set({
          priced: priced as unknown as Record<string, unknown>,
          earnedGlobalPoints: options.earnedGlobalPoints,
        })
        .where(eq(orders.id, order.id));
      return { ...order, earnedGlobalPoints: options.earnedGlobalPoints };
    },

    confirmRaw: (customer: Account, orderId: string) =>
      post(`/api/orders/${orderId}/confirm`, { serveType: 'PICKUP' }, customer.headers),

    async confirm(customer: Account, orderId: string): Promise<CustomerOrder> {
      return orderCall(
        t,
        'POST',
        `/api/orders/${orderId}/confirm`,
        { serveType: 'PICKUP' },
        customer.headers,
      );
    },

    /** Confirmed, paid by card (or straight to PAID on a zero total). */
    async paidOrder(shop: Shop, customer: Account, options: CheckoutOptions = {}) {
      const order = await self.checkout(shop, customer, options);
      const confirmed = await self.confirm(customer, order.id);
      if (confirmed.status === 'PAID') return confirmed;
      await p.pay(confirmed.clientSecret ?? '', customer.headers);
      return orderCall(t, 'POST', `/api/orders/${order.id}/paid`, undefined, customer.headers);
    },

    async act(shop: Shop, action: string, orderId: string, body?: unknown) {
      const response = await post(
        `/api/orders/${shop.store.id}/${action}/${orderId}`,
        body,
        shop.merchant.headers,
      );
      expect(response.statusCode, `${action}: ${response.body}`).toBe(200);
      return merchantOrderSchema.parse(response.json());
    },

    /** accept → preparing → ready → complete. */
    async complete(shop: Shop, orderId: string) {
      await self.act(shop, 'accept', orderId);
      await self.act(shop, 'preparing', orderId, { processingTime: 10 });
      await self.act(shop, 'ready', orderId);
      return self.act(shop, 'complete', orderId);
    },

    async punches(customer: Account, promotionId: string): Promise<number> {
      const [row] = await t.db.select().from(punchCards).where(eq(punchCards.promotionId, promotionId));
      return row?.customerId === customer.id ? row.punches : 0;
    },
    async merchantPointsOf(customer: Account, merchantId: string): Promise<number> {
      const rows = await t.db.select().from(customerPoints).where(eq(customerPoints.customerId, customer.id));
      return rows.find((row) => row.merchantId === merchantId)?.points ?? 0;
    },
    async global(customer: Account): Promise<number> {
      const [row] = await t.db.select().from(globalPoints).where(eq(globalPoints.customerId, customer.id));
      return row?.points ?? 0;
    },

    /** Every balance of the customer equals the after of its last history row (and is never negative). */
    async expectLedgersAddUp(customer: Account) {
      const cards = await t.db.select().from(punchCards).where(eq(punchCards.customerId, customer.id));
      for (const card of cards) {
        const history = await t.db
          .select()
          .from(punchHistory)
          .where(eq(punchHistory.punchCardId, card.id))
          .orderBy(asc(punchHistory.seq));
        expect(card.punches).toBeGreaterThanOrEqual(0);
        expect(card.punches).toBe(history.at(-1)?.punchesAfter ?? 0);
        for (const [index, row] of history.entries())
          expect(row.punchesBefore).toBe(index === 0 ? 0 : history[index - 1]!.punchesAfter);
      }
      const balances = await t.db
        .select()
        .from(customerPoints)
        .where(eq(customerPoints.customerId, customer.id));
      for (const balance of balances) {
        const history = await t.db
          .select()
          .from(customerPointHistory)
          .where(eq(customerPointHistory.customerPointsId, balance.id))
          .orderBy(asc(customerPointHistory.seq));
        expect(balance.points).toBe(history.at(-1)?.pointAfter ?? 0);
      }
      const global = await t.db
        .select()
        .from(globalPointHistory)
        .where(eq(globalPointHistory.customerId, customer.id))
        .orderBy(asc(globalPointHistory.seq));
      expect(await self.global(customer)).toBe(global.at(-1)?.pointAfter ?? 0);
    },

    close: () => p.close(),
  };
  return self;
}
export type LoyaltyKit = ReturnType<typeof kit>;
