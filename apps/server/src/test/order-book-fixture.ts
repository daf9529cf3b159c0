import { type MerchantOrder, merchantOrderSchema, type ServeType } from '@perkdesk/contracts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../db/schema/index';
import { bearer, login, signedIn } from './account-fixtures';
import { call, orderCall, orderRow, type ProviderHarness } from './order-harness';
import { type CafeMenu, createCafeMenu, createOpenStore, montrealStorePatch } from './ordering-fixtures';
import { createRule, torontoAddress } from './setup-fixtures';

// A merchant's order book placed and served through the API: two stores, three customers, the
// clock moved hours apart so that lastUpdatedAt crosses UTC and Toronto midnights; outcomes
// COMPLETED, REFUNDED (rejected or canceled with a message) or PAID. Plus another merchant's order.

type Headers = Record<string, string>;
type Line = { product: 'latte' | 'croissant' | 'giftCard'; quantity?: number; addons?: (keyof CafeMenu)[] };
type Outcome = 'COMPLETED' | 'REJECTED' | 'CANCELED' | 'NEW' | 'ACCEPTED';

export interface PlannedOrder {
  store: 'toronto' | 'montreal';
  customer: 0 | 1 | 2;
  lines: Line[];
  serve: ServeType;
  outcome: Outcome;
  message?: string;
  /** Hours the clock moves before the order is placed. */
  after: number;
}

export const CUSTOMERS = [
  { name: 'Alice Martin', phone: '+14165550101' },
  { name: 'Bob Stone', phone: '+14165550102' },
  { name: 'Chloé Dubois', phone: '+15145550103' },
] as const;

/** Friday 30 May 2025, 15:00 UTC (11:00 in Toronto): the orders span the end of May and the start of June. */
export const BOOK_START = new Date('2025-05-30T15:00:00Z');

export const PLAN: PlannedOrder[] = [
  {
    store: 'toronto',
    customer: 0,
    lines: [{ product: 'croissant' }],
    serve: 'PICKUP',
    outcome: 'COMPLETED',
    after: 0,
  },
  {
    store: 'toronto',
    customer: 1,
    lines: [{ product: 'latte', addons: ['oat'] }],
    serve: 'DINE_IN',
    outcome: 'COMPLETED',
    after: 2,
  },
  {
    store: 'toronto',
    customer: 2,
    lines: [{ product: 'giftCard' }],
    serve: 'DELIVERY',
    outcome: 'COMPLETED',
    after: 9,
  },
  {
    store: 'montreal',
    customer: 0,
    lines: [{ product: 'latte', addons: ['soy', 'vanilla'] }],
    serve: 'PICKUP',
    outcome: 'REJECTED',
    message: 'Out of soy milk',
    after: 7,
  },
  {
    store: 'montreal',
    customer: 1,
    lines: [{ product: 'croissant', quantity: 2 }],
    serve: 'DINE_IN',
    outcome: 'COMPLETED',
    after: 13,
  },
  {
    store: 'toronto',
    customer: 1,
    lines: [{ product: 'croissant' }, { product: 'latte', addons: ['oat', 'caramel'] }],
    serve: 'DELIVERY',
    outcome: 'CANCELED',
    message: 'Oven broke',
    after: 20,
  },
  {
    store: 'montreal',
    customer: 2,
    lines: [{ product: 'latte', addons: ['oat', 'caramel'] }],
    serve: 'PICKUP',
    outcome: 'COMPLETED',
    after: 5,
  },
  {
    store: 'toronto',
    customer: 0,
    lines: [{ product: 'giftCard', quantity: 3 }],
    serve: 'DINE_IN',
    outcome: 'COMPLETED',
    after: 26,
  },
  {
    store: 'toronto',
    customer: 2,
    lines: [{ product: 'croissant', quantity: 4 }],
    serve: 'PICKUP',
    outcome: 'COMPLETED',
    after: 4,
  },
  {
    store: 'montreal',
    customer: 1,
    lines: [{ product: 'latte', addons: ['soy'] }],
    serve: 'DINE_IN',
    outcome: 'REJECTED',
    message: 'Closing early',
    after: 30,
  },
  // Still open: the orders screen's.
  {
    store: 'toronto',
    customer: 0,
    lines: [{ product: 'croissant' }],
    serve: 'PICKUP',
    outcome: 'ACCEPTED',
    after: 3,
  },
  {
    store: 'montreal',
    customer: 2,
    lines: [{ product: 'latte', addons: ['oat'] }],
    serve: 'DINE_IN',
    outcome: 'NEW',
    after: 1,
  },
  {
    store: 'toronto',
    customer: 1,
    lines: [{ product: 'giftCard' }],
    serve: 'PICKUP',
    outcome: 'NEW',
    after: 2,
  },
];

export interface OrderBook {
  merchant: { headers: Headers; id: string };
  stores: { toronto: string; montreal: string };
  /** The orders as the merchant sees them after the last step, in PLAN order. */
  orders: MerchantOrder[];
  other: { headers: Headers; storeId: string; orderId: string };
  customerHeaders: Headers;
}

const post = (p: ProviderHarness, url: string, body: unknown, headers: Headers) =>
  call(p.t, 'POST', url, body, headers);

async function customer(p: ProviderHarness, who: { name: string; phone: string }) {
  const account = await signedIn(p.t, 'USER');
  await p.t.db.update(users).set({ name: who.name, phone: who.phone }).where(eq(users.id, account.id));
  return account;
}

/** Places one planned order through the API and takes it to its outcome; the merchant's view. */
async function place(
  p: ProviderHarness,
  plan: PlannedOrder,
  ctx: { merchant: Headers; storeId: string; menu: CafeMenu; customer: Headers },
): Promise<MerchantOrder> {
  for (const line of plan.lines) {
    const added = await post(
      p,
      `/api/user-cart/${ctx.storeId}/item`,
      {
        item: {
          productId: ctx.menu[line.product].id,
          quantity: line.quantity ?? 1,
          addons: (line.addons ?? []).map((addon) => ({ productId: ctx.menu[addon].id, quantity: 1 })),
        },
      },
      ctx.customer,
    );
    expect(added.statusCode, added.body).toBe(200);
  }
  const order = await orderCall(p.t, 'POST', '/api/orders/checkout', { storeId: ctx.storeId }, ctx.customer);
  const confirmBody =
    plan.serve === 'DELIVERY'
      ? {
          serveType: 'DELIVERY',
          deliveryInfoDTO: { deliveryAddress: torontoAddress(null), deliveryDistance: 2 },
        }
      : { serveType: plan.serve };
  await orderCall(p.t, 'POST', `/api/orders/${order.id}/confirm`, confirmBody, ctx.customer);
  const row = await orderRow(p.t, order.id);
  await p.pay(row.paymentClientSecret as string, ctx.customer);
  await orderCall(p.t, 'POST', `/api/orders/${order.id}/paid`, undefined, ctx.customer);

  const act = async (action: string, body?: unknown) => {
    p.t.clock.advance(2 * 60_000);
    const response = await post(p, `/api/orders/${ctx.storeId}/${action}/${order.id}`, body, ctx.merchant);
    expect(response.statusCode, `${action}: ${response.body}`).toBe(200);
    return merchantOrderSchema.parse(response.json());
  };
  if (plan.outcome === 'REJECTED') return act('reject', { rejectMessage: plan.message });
  if (plan.outcome === 'NEW')
    return merchantOrderSchema.parse(
      (await call(p.t, 'GET', `/api/orders/${order.id}`, undefined, ctx.merchant)).json(),
    );
  let last = await act('accept');
  if (plan.outcome === 'ACCEPTED') return last;
  last = await act('preparing', { processingTime: 12 });
  if (plan.outcome === 'CANCELED') return act('cancel', { rejectMessage: plan.message });
  last = await act('ready');
  if (plan.serve === 'DELIVERY') last = await act('delivering', { processingTime: 20 });
  return act('complete');
}

export async function buildOrderBook(p: ProviderHarness): Promise<OrderBook> {
  p.t.clock.advance(BOOK_START.getTime() - p.t.clock.now().getTime());
  const merchant = await signedIn(p.t);
  await p.connect(merchant.headers);
  const toronto = (await createOpenStore(p.t, merchant.headers)).id;
  const montreal = (await createOpenStore(p.t, merchant.headers, montrealStorePatch)).id;
  const menu = await createCafeMenu(p.t, merchant.headers, [toronto, montreal]);
  await createRule(p.t, merchant.headers, toronto, { distance: 5, price: 3.99 });
  const customers = await Promise.all(CUSTOMERS.map((who) => customer(p, who)));

  // Access tokens live 15 minutes and the clock moves hours: each step signs in again.
  const fresh = async (account: { username: string; password: string }) =>
    bearer((await login(p.t, account.username, account.password)).access_token);

  const placed: MerchantOrder[] = [];
  for (const plan of PLAN) {
    p.t.clock.advance(plan.after * 3_600_000);
    const storeId = plan.store === 'toronto' ? toronto : montreal;
    placed.push(
      await place(p, plan, {
        merchant: await fresh(merchant),
        storeId,
        menu,
        customer: await fresh(customers[plan.customer] as (typeof customers)[number]),
      }),
    );
  }

  const otherMerchant = await signedIn(p.t);
  await p.connect(otherMerchant.headers);
  const otherStore = (await createOpenStore(p.t, otherMerchant.headers)).id;
  const otherMenu = await createCafeMenu(p.t, otherMerchant.headers, [otherStore]);
  const foreign = await place(
    p,
    {
      store: 'toronto',
      customer: 0,
      lines: [{ product: 'croissant' }],
      serve: 'PICKUP',
      outcome: 'COMPLETED',
      after: 0,
    },
    {
      merchant: await fresh(otherMerchant),
      storeId: otherStore,
      menu: otherMenu,
      customer: await fresh(customers[0] as (typeof customers)[number]),
    },
  );
  return {
    merchant: { headers: await fresh(merchant), id: placed[0]?.merchantId as string },
    stores: { toronto, montreal },
    orders: placed,
    other: { headers: await fresh(otherMerchant), storeId: otherStore, orderId: foreign.id },
    customerHeaders: await fresh(customers[0] as (typeof customers)[number]),
  };
}
