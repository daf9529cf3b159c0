import {
  type ConfirmBody,
  checkoutBodySchema,
  confirmBodySchema,
  type StoreDetail,
} from '@perkdesk/contracts';
import { insideWindows, type ServiceFeeTerms, type WeekWindow } from '@perkdesk/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { orders, stores } from '../db/schema/index';
import { AppError } from '../lib/app-error';
import type { Clock } from '../lib/clock';
import { newId } from '../lib/ids';
import { hashPassword } from '../lib/passwords';
import { findUserByLogin, insertUser } from '../modules/accounts/accounts.public';
import { createCartService } from '../modules/cart/cart.service';
import { createOrderActionService } from '../modules/order-actions/order-actions.service';
import { createOrderService } from '../modules/orders/orders.service';
import { findPaymentAccount } from '../modules/payments/payments.public';
import { confirmSandboxIntent, createSandboxPayments } from '../modules/payments/sandbox-payments';
import { createStoreDetailService } from '../modules/store-detail/store-detail.service';
import { chooseLines, chooseServeType, nearbyAddress } from './choose-order';
import { DEMO_PASSWORD, DEMO_USERNAME } from './seed-demo';
import { seededRandom } from './seeded-random';

// Issue 5: the demo merchant's past, produced by the same engine a live order goes through — the
// cart, the order service (checkout → confirm → sandbox payment → paid) and the merchant actions —
// each service built on a clock set to the past instant being played.

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Checkout to paid takes at most 4 minutes. */
const OPEN_MARGIN = 10 * MINUTE;

const CUSTOMERS = [
  { username: 'demo-customer-1', firstName: 'Amélie', lastName: 'Tremblay', phone: '+15145550101' },
  { username: 'demo-customer-2', firstName: 'Noah', lastName: 'Singh', phone: '+14165550102' },
  { username: 'demo-customer-3', firstName: 'Olivia', lastName: 'Chen', phone: '+14165550103' },
  { username: 'demo-customer-4', firstName: 'Liam', lastName: 'Gagnon', phone: '+15145550104' },
  { username: 'demo-customer-5', firstName: 'Sofia', lastName: 'Rossi', phone: '+14165550105' },
  { username: 'demo-customer-6', firstName: 'Ethan', lastName: 'Roy', phone: '+15145550106' },
];

const REJECT_REASONS = [
  'Sorry, we ran out of one of the items.',
  'The kitchen is closing early today.',
  'We cannot deliver to this address right now.',
];

/**
 * Lets the event loop run. PGlite answers on the main thread, so a chain of awaited queries never
 * reaches the I/O phase by itself: without this, live requests would wait for the whole history.
 */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A clock the generator moves by hand. */
class PlayClock implements Clock {
  constructor(private current: number) {}
  now() {
    return new Date(this.current);
  }
  set(instant: number) {
    this.current = instant;
  }
  advance(ms: number) {
    this.current += ms;
  }
}

export interface DemoHistoryOptions {
  db: Db;
  appOrigin: string;
  serviceFee: ServiceFeeTerms;
  /** The present: history ends the day before it. */
  now: Date;
  days: number;
  /** Orders per day over all the stores. Default 5 to 12. */
  perDay?: { min: number; max: number };
  seed?: number;
  /** Checked between orders: true stops the generator (the server is shutting down). */
  stopped?: () => boolean;
  log?: Pick<FastifyBaseLogger, 'info' | 'warn' | 'debug'>;
}

export interface DemoHistoryResult {
  orders: number;
  completed: number;
  rejected: number;
  skipped: number;
}

/** The demo customers (activated, with a phone), inserted once and found again by username. */
async function demoCustomers(db: Db, now: Date): Promise<string[]> {
  const ids: string[] = [];
  let passwordHash: string | null = null;
  for (const customer of CUSTOMERS) {
    const known = await findUserByLogin(db, customer.username);
    if (known) {
      ids.push(known.id);
      continue;
    }
    passwordHash ??= await hashPassword(DEMO_PASSWORD);
    const row = await insertUser(db, {
      id: newId(now.getTime()),
      role: 'USER',
      username: customer.username,
      email: `${customer.username}@perkdesk.local`,
      passwordHash,
      firstName: customer.firstName,
      lastName: customer.lastName,
      phone: customer.phone,
      activated: true,
    });
    ids.push(row.id);
  }
  return ids;
}

/** Up to `count` instants of the day starting at `dayStart` inside the store's opening hours, sorted. */
function openInstants(
  store: { operationTime: unknown; timeZone: string },
  dayStart: number,
  count: number,
  random: () => number,
): number[] {
  const windows = store.operationTime as WeekWindow[];
  const found: number[] = [];
  for (let attempt = 0; found.length < count && attempt < count * 40; attempt++) {
    const instant = dayStart + Math.floor(random() * (DAY / MINUTE)) * MINUTE;
    // Still open a little later, so that the payment too falls inside the opening hours.
    const open = (at: number) => insideWindows(windows, new Date(at), store.timeZone);
    if (open(instant) && open(instant + OPEN_MARGIN)) found.push(instant);
  }
  return found.sort((a, b) => a - b);
}

/**
 * Plays `days` days of orders for the demo merchant, oldest first, through the real services
 * with their clock set to each past instant: 5–12 orders a day spread over the stores at instants
 * inside their opening hours, lines chosen from the store detail of that instant (as the
 * simulator does), a mix of pick-up, dine-in and delivery near the store, paid by card in the
 * sandbox; then about 95% served to COMPLETED a few minutes apart (accept → preparing → ready →
 * [delivering] → complete) and the rest rejected with a reason (REFUNDED). Nothing is left PAID.
 *
 * Runs only while the demo merchant has no orders, so a second start does nothing; stopped
 * midway, it leaves the days it finished. Deterministic choices for a given seed (ids and
 * secrets stay random).
 */
export async function seedDemoHistory(options: DemoHistoryOptions): Promise<DemoHistoryResult | null> {
  const { db, log } = options;
  const result: DemoHistoryResult = { orders: 0, completed: 0, rejected: 0, skipped: 0 };
  const merchant = await findUserByLogin(db, DEMO_USERNAME);
  const merchantId = merchant?.merchantId;
  if (!merchantId) return null;
  const [existing] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.merchantId, merchantId))
    .limit(1);
  if (existing) return null;
  const storeRows = await db
    .select()
    .from(stores)
    .where(and(eq(stores.merchantId, merchantId), eq(stores.status, 'ACTIVE')));
  if (storeRows.length === 0) return null;

  const random = seededRandom(options.seed ?? 20260101);
  const perDay = options.perDay ?? { min: 5, max: 12 };
  const start = options.now.getTime() - options.days * DAY;
  const clock = new PlayClock(start);
  const hasPaymentAccount = async (id: string) => (await findPaymentAccount(db, id))?.connected === true;
  const payments = createSandboxPayments({ appOrigin: options.appOrigin, db, clock });
  const carts = createCartService({ db, clock, hasPaymentAccount, serviceFee: options.serviceFee });
  const details = createStoreDetailService({ db, clock, hasPaymentAccount });
  const orderService = createOrderService({ db, clock, payments, carts });
  const actions = createOrderActionService({ db, clock, orders: orderService });
  const customers = await demoCustomers(db, options.now);

  const act = async (storeId: string, action: string, orderId: string, body?: unknown) => {
    await breathe();
    return actions.act(merchantId, storeId, action, orderId, body);
  };
  const minutes = (min: number, max: number) => (min + Math.floor(random() * (max - min + 1))) * MINUTE;

  /** The order being played, so that a failure midway never leaves it PAID (new in the live screen). */
  let playing: { storeId: string; id: string } | null = null;
  const settleLeftover = async () => {
    if (!playing) return;
    const { storeId, id } = playing;
    const [row] = await db.select().from(orders).where(eq(orders.id, id));
    if (row?.status !== 'PAID') return;
    const rejectMessage = REJECT_REASONS[0];
    await act(storeId, row.serveStatus === null ? 'reject' : 'cancel', id, { rejectMessage });
  };

  const playOrder = async (storeId: string, customerId: string, phone: string, at: number) => {
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
    if ((await carts.itemCount(customerId, storeId)) === 0) return 'skipped';
    await breathe();
    const checkedOut = await orderService.checkout(customerId, checkoutBodySchema.parse({ storeId }));
    playing = { storeId, id: checkedOut.id };
    clock.advance(minutes(1, 3));
    const serveType = chooseServeType(detail, random);
    const body = (raw: unknown): ConfirmBody => confirmBodySchema.parse(raw);
    await breathe();
    let confirmed: Awaited<ReturnType<typeof orderService.confirm>>;
    try {
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
      if (confirmed.clientSecret) await confirmSandboxIntent(db, clock, confirmed.clientSecret, 'succeeded');
      await orderService.paid(customerId, checkedOut.id);
    }
    const id = checkedOut.id;
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

  for (let day = 0; day < options.days; day++) {
    const dayStart = start + day * DAY;
    const count = perDay.min + Math.floor(random() * (perDay.max - perDay.min + 1));
    const byStore = storeRows.map((store) => ({ store, count: 0 }));
    for (let i = 0; i < count; i++)
      (byStore[Math.floor(random() * byStore.length)] as { count: number }).count++;
    const planned = byStore.flatMap(({ store, count }) =>
      openInstants(store, dayStart, count, random).map((at) => ({ store, at })),
    );
    planned.sort((a, b) => a.at - b.at);
    for (const { store, at } of planned) {
      if (options.stopped?.()) return result;
      const who = Math.floor(random() * customers.length);
      const customerId = customers[who] as string;
      const phone = (CUSTOMERS[who] as { phone: string }).phone;
      try {
        const outcome = await playOrder(store.id, customerId, phone, at);
        if (outcome === 'skipped') result.skipped++;
        else {
          result.orders++;
          result[outcome]++;
        }
      } catch (error) {
        // One order failing (an item gone at that instant, say) must not stop the history.
        result.skipped++;
        await settleLeftover().catch(() => {});
        // A refusal is the engine's own outcome (an item that stopped being served meanwhile).
        const fields = { err: error, storeId: store.id, at: new Date(at).toISOString() };
        if (error instanceof AppError) log?.debug(fields, 'demo history: order skipped');
        else log?.warn(fields, 'demo history: order skipped');
      }
    }
    if ((day + 1) % 30 === 0 || day + 1 === options.days) {
      log?.info(`demo history: ${result.orders} orders over ${day + 1} days`);
    }
  }
  return result;
}
