import { and, eq, sql } from 'drizzle-orm';
import {
  customerPoints,
  orderRatings,
  orders,
  punchCards,
  storeEvents,
  storeFollows,
} from '../db/schema/index';
import { newId } from '../lib/ids';
import { signedIn } from './account-fixtures';
import { insertEvents, insertOrder, storeIn } from './dashboard-kit';
import type { TestApp } from './test-app';

// Random writes of every kind the dashboards' triggers follow, from a seeded generator so that a
// failure replays: orders inserted in any status and moved through the lifecycle (and a few moves
// no service makes), events, ratings, follows and loyalty balances, one row or many per statement.

/** Mulberry32: a small seeded generator. */
export function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (below: number) => Math.floor(next() * below);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)] as T;
  return { next, int, pick };
}

const START = Date.parse('2025-02-20T00:00:00Z');
const DAY = 86_400_000;

export interface Playground {
  merchantId: string;
  stores: string[];
  products: string[];
  customers: string[];
}

/** A new merchant with one store in each time zone, three product ids and `customers` new customer ids. */
export async function newPlayground(
  t: TestApp,
  zones: readonly string[],
  customers: number,
): Promise<Playground> {
  const merchant = await signedIn(t);
  const stores: string[] = [];
  for (const zone of zones) stores.push(await storeIn(t, merchant.headers, zone));
  return {
    merchantId: merchant.merchantId as string,
    stores,
    products: ['11111111111111111111', '22222222222222222222', '33333333333333333333'],
    customers: Array.from({ length: customers }, () => newId()),
  };
}

/** `count` random writes in the playground. */
export async function randomWrites(t: TestApp, ground: Playground, seed: number, count: number) {
  const random = seeded(seed);
  // Any instant of 20 days across a month end (an ISO week in both months) and the spring DST change.
  const when = () => new Date(START + random.int((20 * DAY) / 1000) * 1000);
  const later = (date: Date) => new Date(date.getTime() + random.int((3 * DAY) / 1000) * 1000);
  const customer = () => random.pick(ground.customers);
  const store = () => random.pick(ground.stores);
  const ids = async (status?: string) =>
    (
      await t.db
        .select({ id: orders.id, paidAt: orders.paidAt })
        .from(orders)
        .where(
          and(
            eq(orders.merchantId, ground.merchantId),
            status ? sql`${orders.status} = ${status}` : sql`true`,
          ),
        )
    ).map((row) => row);

  const writes: (() => Promise<unknown>)[] = [
    async () => {
      const paidAt = when();
      const status = random.pick([
        'PAID',
        'COMPLETED',
        'REFUNDED',
        'CANCELED',
        'CONFIRMED',
        'CHECKOUT',
      ] as const);
      const paid = ['PAID', 'COMPLETED', 'REFUNDED'].includes(status);
      return insertOrder(t, ground.merchantId, {
        storeId: store(),
        customerId: customer(),
        status,
        paidAt: paid ? paidAt.toISOString() : undefined,
        confirmedAt:
          status === 'CHECKOUT' || (status === 'CANCELED' && random.int(2))
            ? undefined
            : paidAt.toISOString(),
        lastUpdatedAt: later(paidAt).toISOString(),
        acceptedAt: paid && random.int(2) ? later(paidAt).toISOString() : undefined,
        totalCents: random.int(5000),
        discountCents: random.int(300),
        globalPointsUsed: random.int(3) * 25,
        lines: Array.from({ length: random.int(3) }, () => ({
          productId: random.pick(ground.products),
          quantity: 1 + random.int(4),
          unitPriceCents: 100 + random.int(900),
          kind: random.pick(['NORMAL', 'NORMAL', 'REDEEM', 'PICK'] as const),
        })),
        perks: Array.from({ length: random.int(3) }, () => ({
          type: random.pick(['DEAL', 'PUNCH_CARD', 'POINT_PERK', 'REWARD_ITEM', 'PUNCH_CARD_REDEEM']),
          timesApplied: 1 + random.int(3),
          list: random.pick(['APPLIED', 'APPLIED', 'SUGGESTED']),
        })),
      });
    },
    async () => {
      const order = random.pick(await ids('CONFIRMED'));
      if (order)
        await t.db.update(orders).set({ status: 'PAID', paidAt: when() }).where(eq(orders.id, order.id));
    },
    async () => {
      const order = random.pick(await ids('PAID'));
      if (!order) return;
      const done = later(order.paidAt ?? when());
      await t.db
        .update(orders)
        .set(
          random.int(2)
            ? { status: 'COMPLETED', lastUpdatedAt: done }
            : { status: 'REFUNDED', lastUpdatedAt: done },
        )
        .where(eq(orders.id, order.id));
    },
    async () => {
      const order = random.pick(await ids('PAID'));
      if (!order) return;
      const at = later(order.paidAt ?? when());
      await t.db
        .update(orders)
        .set({ acceptedAt: at, serveStatus: 'ACCEPTED' })
        .where(eq(orders.id, order.id));
      await t.db
        .update(orders)
        .set({ serveStatus: 'READY', lastUpdatedAt: later(at) })
        .where(eq(orders.id, order.id));
    },
    // Moves no service makes, which the triggers follow all the same.
    async () => {
      const order = random.pick(await ids());
      if (order)
        await t.db.update(orders).set({ paidAt: when(), storeId: store() }).where(eq(orders.id, order.id));
    },
    async () => {
      const order = random.pick(await ids());
      if (order) await t.db.delete(orders).where(eq(orders.id, order.id));
    },
    () =>
      t.db
        .update(orders)
        .set({ status: 'COMPLETED' })
        .where(
          and(
            eq(orders.merchantId, ground.merchantId),
            eq(orders.status, 'PAID'),
            eq(orders.storeId, store()),
          ),
        ),
    () =>
      insertEvents(
        t,
        Array.from({ length: 1 + random.int(3) }, () => ({
          merchantId: ground.merchantId,
          storeId: store(),
          customerId: customer(),
          kind: random.pick(['VISIT', 'CLICK', 'VIEW', 'RATE'] as const),
          entity: random.pick(['CALL', 'SHARE']),
          platform: random.pick(['IOS', 'ANDROID', 'WEB']),
          at: when().toISOString(),
        })),
      ),
    async () => {
      const [event] = await t.db
        .select({ id: storeEvents.id })
        .from(storeEvents)
        .limit(1)
        .offset(random.int(5));
      if (event) await t.db.delete(storeEvents).where(eq(storeEvents.id, event.id));
    },
    async () => {
      const order = random.pick(await ids('COMPLETED'));
      if (!order) return;
      const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
      if (!row) return;
      await t.db
        .insert(orderRatings)
        .values({
          orderId: row.id,
          merchantId: row.merchantId,
          storeId: row.storeId,
          customerId: row.customerId,
          rating: 1 + random.int(5),
          ratedAt: when(),
        })
        .onConflictDoNothing();
    },
    async () => {
      const at = when();
      await t.db
        .insert(storeFollows)
        .values({
          id: newId(),
          customerId: customer(),
          storeId: store(),
          merchantId: ground.merchantId,
          subscribedAt: at,
          unsubscribedAt: random.int(2) ? later(at) : null,
        })
        .onConflictDoNothing();
    },
    async () => {
      const [follow] = await t.db.select().from(storeFollows).limit(1).offset(random.int(4));
      if (follow)
        await t.db
          .update(storeFollows)
          .set({ unsubscribedAt: later(follow.subscribedAt) })
          .where(eq(storeFollows.id, follow.id));
    },
    () =>
      t.db.insert(punchCards).values({
        id: newId(),
        customerId: newId(),
        promotionId: random.pick(['punch-1', 'punch-2']),
        merchantId: ground.merchantId,
        promotionName: 'Card',
        requiredPunches: 3 + random.int(3),
        punches: random.int(12),
      }),
    () =>
      t.db
        .update(punchCards)
        .set({ punches: sql`${punchCards.punches} + ${random.int(4)}` })
        .where(eq(punchCards.merchantId, ground.merchantId)),
    () =>
      t.db
        .insert(customerPoints)
        .values({
          id: newId(),
          customerId: customer(),
          merchantId: ground.merchantId,
          points: random.int(500),
        })
        .onConflictDoUpdate({
          target: [customerPoints.customerId, customerPoints.merchantId],
          set: { points: random.int(500) },
        }),
  ];
  for (let index = 0; index < count; index++) await random.pick(writes)();
}
