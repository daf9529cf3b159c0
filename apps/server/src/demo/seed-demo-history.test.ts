import type { RatingSummary } from '@perkdesk/contracts';
import { insideWindows, type WeekWindow } from '@perkdesk/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  orderRatings,
  orders,
  punchCards,
  sandboxPaymentIntents,
  storeEvents,
  stores,
  users,
} from '../db/schema/index';
import { toMerchantOrder } from '../modules/orders/order-mapper';
import { bearer, login } from '../test/account-fixtures';
import { getJson, totalsOf } from '../test/dashboard-kit';
import { createTestApp, type TestApp } from '../test/test-app';
import { DEMO_PASSWORD, DEMO_USERNAME, seedDemo } from './seed-demo';
import { seedDemoHistory } from './seed-demo-history';

// Wednesday 4 June 2025, 12:00 UTC: three days of history before it.
const NOW = new Date('2025-06-04T12:00:00Z');
const DAYS = 3;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
});
afterAll(() => t.close());

let starts = 0;
const run = () =>
  seedDemoHistory({
    db: t.db,
    appOrigin: t.config.appOrigin,
    serviceFee: t.config.serviceFee,
    points: t.config.points,
    now: NOW,
    days: DAYS,
    seed: 7,
    onStart: () => starts++,
  });

describe('seedDemoHistory', () => {
  it('plays past days through the order engine: every order COMPLETED or REFUNDED, paid while open', async () => {
    const result = await run();
    expect(result).not.toBeNull();
    expect(starts).toBe(1);
    expect(result?.orders).toBeGreaterThanOrEqual(DAYS * 3);
    const rows = await t.db.select().from(orders);
    const placed = rows.filter((row) => row.paidAt !== null);
    expect(placed).toHaveLength(result?.orders as number);
    const storeRows = new Map((await t.db.select().from(stores)).map((store) => [store.id, store]));
    const serveTypes = new Set<string>();
    for (const row of placed) {
      expect(['COMPLETED', 'REFUNDED']).toContain(row.status);
      // The history's customer column shows who ordered: the demo customers' first and last names.
      expect(row.customerName).toMatch(/^\p{L}+ \p{L}+$/u);
      expect(row.status === 'COMPLETED' ? row.completedAt : row.messageByMerchant).not.toBeNull();
      if (row.status === 'REFUNDED') expect(row.serveStatus).toBe('REJECTED');
      serveTypes.add(row.serveType as string);
      const store = storeRows.get(row.storeId);
      const paidAt = row.paidAt as Date;
      expect(paidAt.getTime()).toBeLessThan(NOW.getTime());
      expect(paidAt.getTime()).toBeGreaterThanOrEqual(NOW.getTime() - (DAYS + 1) * 24 * 3600_000);
      expect(insideWindows(store?.operationTime as WeekWindow[], paidAt, store?.timeZone as string)).toBe(
        true,
      );
      expect(row.createdAt.getTime()).toBeLessThanOrEqual(paidAt.getTime());

      // The amounts are the pricing engine's, frozen at checkout, and the card paid exactly them.
      const order = toMerchantOrder(row);
      const cents = (amount: number) => Math.round(amount * 100);
      const taxes = (list: { taxAmount: number }[]) =>
        list.reduce((sum, tax) => sum + cents(tax.taxAmount), 0);
      expect(cents(order.totalAmount)).toBe(
        cents(order.subAmount) -
          cents(order.discountAmount) +
          taxes(order.appliedTaxes) +
          cents(order.deliveryPrice) +
          taxes(order.deliveryAppliedTaxes) +
          cents(order.serviceFee) -
          cents(order.globalPointsEquivalentAmount),
      );
      expect(row.totalCents).toBe(cents(order.totalAmount));
      const [intent] = await t.db
        .select()
        .from(sandboxPaymentIntents)
        .where(eq(sandboxPaymentIntents.id, row.paymentIntentId as string));
      expect(intent?.status).toBe('succeeded');
      expect(intent?.amountCents).toBe(row.totalCents);
      expect(intent?.refundedCents).toBe(row.status === 'REFUNDED' ? row.totalCents : 0);
    }
    expect(serveTypes.size).toBeGreaterThan(1);
    expect(rows.filter((row) => row.status === 'PAID')).toEqual([]);
    const customers = await t.db.select().from(users).where(eq(users.role, 'USER'));
    expect(customers.length).toBeGreaterThan(0);
  });

  it("plays the customers around the orders: looks, taps, follows and the buyers' ratings", async () => {
    const placed = (await t.db.select().from(orders)).filter((row) => row.paidAt !== null);
    const events = await t.db.select().from(storeEvents);
    const views = events.filter((event) => event.kind === 'VIEW');
    // A look before every order, and window-shoppers besides, some of whom only see the store listed.
    const visits = events.filter((event) => event.kind === 'VISIT');
    expect(views.length).toBeGreaterThan(placed.length);
    expect(visits.length).toBeGreaterThan(views.length);
    expect(new Set(views.map((view) => view.platform)).size).toBeGreaterThan(1);
    const customerIds = new Set(
      (await t.db.select().from(users).where(eq(users.role, 'USER'))).map((user) => user.id),
    );
    for (const event of events) {
      expect(customerIds.has(event.customerId)).toBe(true);
      expect(event.occurredAt.getTime()).toBeLessThan(NOW.getTime());
      expect(event.occurredAt.getTime()).toBeGreaterThanOrEqual(NOW.getTime() - (DAYS + 1) * 24 * 3600_000);
    }

    const ratings = await t.db.select().from(orderRatings);
    expect(ratings.length).toBeGreaterThan(0);
    for (const rating of ratings) {
      const order = placed.find((row) => row.id === rating.orderId);
      expect(order?.status).toBe('COMPLETED');
      expect(rating.customerId).toBe(order?.customerId);
      expect(rating.ratedAt.getTime()).toBeGreaterThan((order?.completedAt as Date).getTime());
      expect(rating.ratedAt.getTime()).toBeLessThan(NOW.getTime());
    }
    expect(events.filter((event) => event.kind === 'RATE')).toHaveLength(ratings.length);

    // What the merchant sees on landing: traffic, devices and stars, not zeros.
    const merchant = await login(t, DEMO_USERNAME, DEMO_PASSWORD);
    const headers = bearer(merchant.access_token);
    const range = `2025-05-31/2025-06-04/${merchant.merchantID}`;
    const totals = totalsOf(await getJson(t, `/api/merchant-dashboard/init/${range}`, headers));
    expect(totals.TOTAL_STORE_VIEWS).toBe(views.length);
    expect(totals.TOTAL_STORE_VISITS).toBe(visits.length);
    expect(totals.TOTAL_ENGAGEMENTS).toBe(events.length);
    const summary = await getJson<RatingSummary>(t, `/api/merchant-dashboard/user-rating/${range}`, headers);
    expect(summary.totalUserRatings).toBe(ratings.length);
    expect(summary.averageRating).toBeGreaterThanOrEqual(1);
  });

  it('credits the punches completed orders earned, less those they redeemed, as live orders do', async () => {
    type Entry = {
      type: string;
      rewardPunches?: number | null;
      usedPunches?: number | null;
      timesApplied: number;
    };
    const entries = (await t.db.select().from(orders))
      .filter((row) => row.status === 'COMPLETED')
      .flatMap((row) => (row.priced.appliedPromotions as Entry[] | undefined) ?? []);
    const punches = (type: string, count: (entry: Entry) => number | null | undefined) =>
      entries
        .filter((entry) => entry.type === type)
        .reduce((sum, entry) => sum + (count(entry) ?? 0) * entry.timesApplied, 0);
    const earned = punches('PUNCH_CARD', (entry) => entry.rewardPunches);
    expect(earned).toBeGreaterThan(0);
    const redeemed = punches('PUNCH_CARD_REDEEM', (entry) => entry.usedPunches);
    // A rejected order's punches are never kept.
    const cards = await t.db.select().from(punchCards);
    expect(cards.reduce((sum, card) => sum + card.punches, 0)).toBe(earned - redeemed);
  });

  it('does nothing once the demo merchant has orders', async () => {
    const before = (await t.db.select().from(orders)).length;
    expect(await run()).toBeNull();
    expect((await t.db.select().from(orders)).length).toBe(before);
    // Nothing played, so the console does not announce a history.
    expect(starts).toBe(1);
  });
});
