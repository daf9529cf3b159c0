import type { PointsConfig } from '@perkdesk/contracts';
import type { ServiceFeeTerms } from '@perkdesk/domain';
import { and, eq, gte, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { orders, stores } from '../db/schema/index';
import { AppError } from '../lib/app-error';
import { type Clock, systemClock } from '../lib/clock';
import { findUserByLogin } from '../modules/accounts/accounts.public';
import { createDemoHistoryService } from '../modules/demo-history/demo-history.service';
import { createEventService } from '../modules/events/events.service';
import { createPaymentAccountService } from '../modules/payments/payments.service';
import { createSandboxPayments } from '../modules/payments/sandbox-payments';
import { createStoreDetailService } from '../modules/store-detail/store-detail.service';
import { createOrderingServices } from '../ordering-services';
import { demoCustomers } from './demo-customers';
import { openInstants } from './open-instants';
import { DAY, PlayClock } from './play-clock';
import { createOrderPlayer } from './play-order';
import { createTrafficPlayer } from './play-traffic';
import { DEMO_USERNAME } from './seed-demo';
import { seededRandom } from './seeded-random';

export interface DemoHistoryOptions {
  db: Db;
  appOrigin: string;
  serviceFee: ServiceFeeTerms;
  /** Global points settings, for the loyalty the orders earn and spend as the app's do. */
  points: PointsConfig;
  /** The present: history ends the day before it. */
  now: Date;
  days: number;
  /** Orders per day over all the stores. Default 5 to 12. */
  perDay?: { min: number; max: number };
  seed?: number;
  /** Checked between orders: true stops the generator (the server is shutting down) and releases the run. */
  stopped?: () => boolean;
  log?: Pick<FastifyBaseLogger, 'info' | 'warn' | 'debug'>;
  /** Told once the history starts playing, from its first day (0, or where a stopped run got to). */
  onStart?: (run: { days: number; firstDay: number }) => void;
  /** The real clock, for the run's progress (orders are placed on their own past clock). */
  clock?: Clock;
}

/** Whether the merchant has a history order (placed before `endsAt`) at or after `from`. */
async function historyOrderAt(db: Db, merchantId: string, from: number, endsAt: Date): Promise<boolean> {
  const [found] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.merchantId, merchantId),
        gte(orders.createdAt, new Date(from)),
        lt(orders.createdAt, endsAt),
      ),
    )
    .limit(1);
  return found !== undefined;
}

export interface DemoHistoryResult {
  orders: number;
  completed: number;
  rejected: number;
  skipped: number;
}

/**
 * Plays `days` days of orders for the demo merchant, oldest first, through the real services on a
 * clock set to each past instant: 5–12 orders a day spread over the stores inside their opening
 * hours (play-order.ts plays each), and the customers' looks, taps, follows and ratings around
 * them (play-traffic.ts). Nothing is left PAID.
 *
 * Runs once: instances starting together play it once (the run is claimed first), and its
 * progress after each day tells the dashboards how far it is. A run stopped midway is played on at
 * the next start from the day after the last one it reached, on the same days; what it left PAID
 * is settled first. A merchant with orders and no run (real orders) gets none. Deterministic
 * choices for a given seed and first day (ids and secrets stay random).
 */
export async function seedDemoHistory(options: DemoHistoryOptions): Promise<DemoHistoryResult | null> {
  const { db, log } = options;
  const result: DemoHistoryResult = { orders: 0, completed: 0, rejected: 0, skipped: 0 };
  const merchant = await findUserByLogin(db, DEMO_USERNAME);
  const merchantId = merchant?.merchantId;
  if (!merchantId) return null;
  const storeRows = await db
    .select()
    .from(stores)
    .where(and(eq(stores.merchantId, merchantId), eq(stores.status, 'ACTIVE')));
  if (storeRows.length === 0) return null;
  const run = createDemoHistoryService({ db, clock: options.clock ?? systemClock });
  // Orders and no run: the history was played before runs were kept, or real orders came in.
  const earlier = await run.status(merchantId);
  if (earlier.status === 'DONE') return null;
  if (earlier.status === 'NONE' && (await historyOrderAt(db, merchantId, 0, options.now))) return null;
  const claimed = await run.claim(merchantId, { days: options.days, endsAt: options.now });
  if (!claimed) return null;

  const { days, endsAt } = claimed;
  const start = endsAt.getTime() - days * DAY;
  // The day a stop cut short keeps the orders it had: play on from the next one.
  const cutShort = await historyOrderAt(db, merchantId, start + claimed.daysPlayed * DAY, endsAt);
  const firstDay = claimed.daysPlayed + (cutShort ? 1 : 0);
  const random = seededRandom((options.seed ?? 20260101) + firstDay);
  const perDay = options.perDay ?? { min: 5, max: 12 };
  const clock = new PlayClock(start);
  const payments = createSandboxPayments({ appOrigin: options.appOrigin, db, clock });
  const { isConnected: hasPaymentAccount } = createPaymentAccountService({
    db,
    clock,
    payments,
    hasOrdersInProgress: async () => false,
  });
  const {
    carts,
    orders: orderService,
    actions,
  } = createOrderingServices({
    db,
    clock,
    payments,
    hasPaymentAccount,
    serviceFee: options.serviceFee,
    points: options.points,
  });
  const details = createStoreDetailService({ db, clock, hasPaymentAccount });
  const player = createOrderPlayer({
    db,
    clock,
    random,
    merchantId,
    carts,
    details,
    orders: orderService,
    actions,
  });
  const traffic = createTrafficPlayer({
    clock,
    // Its own sequence, so that the orders stay those of the seed.
    random: seededRandom(((options.seed ?? 20260101) + firstDay) ^ 0x5bd1e995),
    merchantId,
    events: createEventService({ db, clock }),
    until: endsAt.getTime(),
  });
  const customers = await demoCustomers(db, endsAt);
  options.onStart?.({ days, firstDay });
  await player.settleStopped(endsAt);
  if (cutShort) await run.progress(merchantId, firstDay, firstDay === days);

  for (let day = firstDay; day < days; day++) {
    const dayStart = start + day * DAY;
    const count = perDay.min + Math.floor(random() * (perDay.max - perDay.min + 1));
    const byStore = storeRows.map((store) => ({ store, count: 0 }));
    for (let i = 0; i < count; i++)
      (byStore[Math.floor(random() * byStore.length)] as { count: number }).count++;
    const planned = byStore.flatMap(({ store, count }) =>
      openInstants(store, dayStart, count, random).map((at) => ({ store, at })),
    );
    planned.sort((a, b) => a.at - b.at);
    const joined = customers.filter((customer) => customer.joins * days <= day);
    for (const { store, at } of planned) {
      if (options.stopped?.()) {
        await run.release(merchantId);
        return result;
      }
      const customer = joined[Math.floor(random() * joined.length)] as (typeof customers)[number];
      try {
        await traffic.beforeOrder(store.id, customer, at);
        const { outcome, orderId } = await player.play(store.id, customer, at);
        if (outcome === 'skipped') result.skipped++;
        else {
          result.orders++;
          result[outcome]++;
        }
        if (outcome === 'completed' && orderId) await traffic.afterCompleted(customer, orderId);
      } catch (error) {
        // One order failing (an item gone at that instant, say) must not stop the history.
        result.skipped++;
        await player.settleLeftover().catch(() => {});
        // A refusal is the engine's own outcome (an item that stopped being served meanwhile).
        const fields = { err: error, storeId: store.id, at: new Date(at).toISOString() };
        if (error instanceof AppError) log?.debug(fields, 'demo history: order skipped');
        else log?.warn(fields, 'demo history: order skipped');
      }
    }
    await traffic.browseDay(byStore, dayStart, joined);
    await run.progress(merchantId, day + 1, day + 1 === days);
    if ((day + 1) % 30 === 0 || day + 1 === days) {
      log?.info(`demo history: ${result.orders} orders over ${day + 1} days`);
    }
  }
  return result;
}
