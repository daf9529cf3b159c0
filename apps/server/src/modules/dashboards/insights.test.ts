import type { DashboardInsights } from '@perkdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerPoints, promotions, punchCards } from '../../db/schema/index';
import { newId } from '../../lib/ids';
import { BOOK_RANGE, type JuneBook, juneBook } from '../../test/dashboard-book';
import { expectExactRollups, getJson, updateOrder } from '../../test/dashboard-kit';
import { createTestApp, type TestApp } from '../../test/test-app';
import { changePercent } from './insights';
import { medianMinutes } from './kitchen-speed';

// GET /api/merchant-dashboard/insights (beyond the contract; docs/dashboard-metrics.md) over the
// June book: the week against the week before (May 25–31), kitchen speed, loyalty owed.

let t: TestApp;
let book: JuneBook;
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await createTestApp();
  book = await juneBook(t);
  const { o1, o3, o8 } = book.orders;
  // Accepted 4, 10 and 7 min 59 s after payment; o1 ready 12 minutes after it was accepted.
  await updateOrder(t, o1, { acceptedAt: at('2025-06-02T13:04:00Z'), serveStatus: 'ACCEPTED' });
  await updateOrder(t, o1, { serveStatus: 'READY', lastUpdatedAt: at('2025-06-02T13:16:30Z') });
  await updateOrder(t, o3, { acceptedAt: at('2025-06-04T16:10:00Z'), serveStatus: 'ACCEPTED' });
  await updateOrder(t, o8, { acceptedAt: at('2025-06-08T04:06:59Z'), serveStatus: 'ACCEPTED' });
  // Loyalty: a punch card perk (5 punches for 2 rewards among Latte 3.00 and Bagel 4.00), a deleted
  // one, and two reward items (Latte for 100 points, Bagel for 150).
  const perk = (type: string, fields: Partial<typeof promotions.$inferInsert>) => ({
    id: newId(),
    merchantId: book.merchantId,
    type: type as 'PUNCH_CARD',
    dealType: 'DEAL_UNKNOWN',
    name: type,
    storeIds: [book.storeId],
    ...fields,
  });
  const card = perk('PUNCH_CARD', {
    requiredPunches: 5,
    rewardItems: 2,
    rewardProducts: [
      { id: book.latte, quantity: null },
      { id: book.bagel, quantity: null },
    ],
  });
  const gone = perk('PUNCH_CARD', {
    requiredPunches: 2,
    rewardItems: 1,
    rewardProducts: [{ id: book.bagel, quantity: null }],
    status: 'DELETED',
  });
  await t.db
    .insert(promotions)
    .values([
      card,
      gone,
      perk('REWARD_ITEM', { requiredPoints: 100, rewardProducts: [{ id: book.latte, quantity: null }] }),
      perk('REWARD_ITEM', { requiredPoints: 150, rewardProducts: [{ id: book.bagel, quantity: null }] }),
    ]);
  const punch = (promotionId: string, punches: number, requiredPunches: number) => ({
    id: newId(),
    customerId: newId(),
    promotionId,
    merchantId: book.merchantId,
    promotionName: 'Card',
    requiredPunches,
    punches,
  });
  await t.db.insert(punchCards).values([punch(card.id, 12, 5), punch(card.id, 3, 5), punch(gone.id, 9, 2)]);
  await t.db.insert(customerPoints).values([
    { id: newId(), customerId: newId(), merchantId: book.merchantId, points: 250 },
    { id: newId(), customerId: newId(), merchantId: book.merchantId, points: 100 },
  ]);
});
afterAll(() => t.close());

describe('GET /api/merchant-dashboard/insights', () => {
  it('sets the range against the previous range of the same length', async () => {
    const insights = await getJson<DashboardInsights>(
      t,
      `/api/merchant-dashboard/insights/${BOOK_RANGE}/${book.merchantId}`,
      book.merchant.headers,
    );
    expect([insights.start, insights.end, insights.previousStart, insights.previousEnd]).toEqual([
      '2025-06-01',
      '2025-06-07',
      '2025-05-25',
      '2025-05-31',
    ]);
    const rows = Object.fromEntries(
      insights.comparisons.map((row) => [row.metric, [row.current, row.previous, row.changePercent]]),
    );
    // May 25–31 holds only F's view at 23:59 on Saturday 31, and G's follow.
    expect(rows).toMatchObject({
      TOTAL_ORDERS: [4, 0, null],
      TOTAL_SALES: [46, 0, null],
      TOTAL_STORE_VIEWS: [3, 1, 200],
      TOTAL_ENGAGEMENTS: [6, 1, 500],
      TOTAL_APP_USERS: [5, 1, 400],
      TOTAL_SUBSCRIBERS: [1, 1, 0],
      AVERAGE_ORDER_VALUE: [11.5, null, null],
      PERKS_COST: [1.5, 0, null],
      CANCELED_AMOUNT: [12, 0, null],
      REFUNDED_AMOUNT: [9, 0, null],
      // Accepted after 4, 10 and 7 minutes (o8's 7:59 counts as 7); ready 12 minutes after.
      MEDIAN_ACCEPT_MINUTES: [7, null, null],
      MEDIAN_READY_MINUTES: [12, null, null],
    });
    expect(insights.comparisons).toHaveLength(21);
  });

  it('values the loyalty owed now at current prices', async () => {
    const insights = await getJson<DashboardInsights>(
      t,
      `/api/merchant-dashboard/insights/${BOOK_RANGE}/${book.merchantId}/${book.storeId}`,
      book.merchant.headers,
    );
    // Cards of 12 and 3 punches out of 5: 2 whole rounds (4 rewards at 4.00, the dearer product)
    // and 2 + 3 punches toward the next (2/5 and 3/5 of 2 × 4.00). The deleted perk's card is owed
    // nothing. 350 points at the best rate, 100 points for a 3.00 Latte.
    expect(insights.loyaltyLiability).toEqual({
      punches: { outstanding: 5, value: 8 },
      rewardItems: { outstanding: 4, value: 16 },
      points: { outstanding: 350, value: 10.5 },
      totalValue: 34.5,
    });
    await expectExactRollups(t);
  });

  it('reads kitchen speed from a whole ISO week or month as from its days', async () => {
    const kitchen = async (range: string, store = '') => {
      const insights = await getJson<DashboardInsights>(
        t,
        `/api/merchant-dashboard/insights/${range}/${book.merchantId}${store}`,
        book.merchant.headers,
      );
      const value = (metric: string) => insights.comparisons.find((row) => row.metric === metric)?.current;
      return [value('MEDIAN_ACCEPT_MINUTES'), value('MEDIAN_READY_MINUTES')];
    };
    // Mon 2 – Sun 8 June is one ISO week, June one month; o8 (Sat 7, 23:59) falls in both.
    expect(await kitchen('2025-06-02/2025-06-08')).toEqual([7, 12]);
    expect(await kitchen('2025-06-01/2025-06-30', `/${book.storeId}`)).toEqual([7, 12]);
    expect(await kitchen('2025-05-26/2025-06-15')).toEqual([7, 12]);
    // Wed 4 onward: o3 (10 min) and o8 (7 min); the lower median is 7, and o1's ready time is out.
    expect(await kitchen('2025-06-04/2025-07-31')).toEqual([7, null]);
    expect(await kitchen('2025-06-09/2025-06-15')).toEqual([null, null]);
  });
});

describe('the insight arithmetic', () => {
  it('takes the lower median of whole minutes', () => {
    const buckets = (minutes: number[]) => minutes.map((value) => ({ step: 0, minutes: value, orders: 1 }));
    expect(medianMinutes(buckets([4, 10, 7]), 0)).toBe(7);
    expect(medianMinutes(buckets([4, 10, 7, 12]), 0)).toBe(7);
    expect(
      medianMinutes(
        [
          { step: 0, minutes: 3, orders: 5 },
          { step: 0, minutes: 9, orders: 5 },
        ],
        0,
      ),
    ).toBe(3);
    expect(medianMinutes(buckets([1]), 1)).toBeNull();
  });

  it('gives the change in percent to 1 decimal, none from 0', () => {
    expect(changePercent(3, 1)).toBe(200);
    expect(changePercent(1, 3)).toBe(-66.7);
    expect(changePercent(2, 0)).toBeNull();
    expect(changePercent(null, 2)).toBeNull();
  });
});
