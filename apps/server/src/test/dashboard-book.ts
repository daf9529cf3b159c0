import { orderRatings, storeFollows } from '../db/schema/index';
import { newId } from '../lib/ids';
import { signedIn } from './account-fixtures';
import { insertEvents, insertOrder, storeIn } from './dashboard-kit';
import { createActiveProduct } from './ordering-fixtures';
import type { TestApp } from './test-app';

// A week of one Toronto store (EDT, UTC−4), written straight to the database, whose figures the
// dashboard tests work out by hand. The range is 2025-06-01 (Sunday) … 2025-06-07 (Saturday).
//
// Sales orders (PAID or COMPLETED, by paidAt, local time):
//   o1 A Mon 2 09:00  $10.00  Latte 2×3.00 + Bagel 1×4.00; perks DEAL×2 (+ earn-only and suggested
//                              entries that do not count); 50 global points; discount $1.50
//   o2 B Mon 2 23:30  $25.00  Bagel 5×5.00 (+ a REDEEM Latte line that is no best seller);
//                              REWARD_ITEM×1 + PUNCH_CARD_REDEEM×1            (paid Jun 3 03:30 UTC)
//   o3 A Wed 4 12:00  $7.00   Latte 1×7.00
//   o8 E Sat 7 23:59  $4.00   Bagel 1×4.00                                     (paid Jun 8 03:59 UTC)
//   o5 B Tue May 20   $1.00   before the range: B is returning, A and E are new
//   o9 E Sun 8 00:00  $3.00   after the range
// Not sales: o4 C REFUNDED (paid Jun 3, refunded Thu 5); o6 C CANCELED after confirm (Fri 6);
// o7 D CANCELED without a confirm (not counted).
// Events: D visit Mon 2 10:10; A view IOS Mon 2 10:20; D view WEB Mon 2 21:00; D click CALL Thu 5;
// F click SHARE Thu 5; F view ANDROID Sun 1 00:00; F view ANDROID Sat May 31 23:59 (outside).
// Follows: G since May 10 (open); H Tue 3 → Fri 6; I from Jun 9.
// Ratings: o1 5 (Tue 3), o3 4 (Thu 5), o5 2 (Sat 7 16:00), o8 4 (Jun 8, outside).

export const BOOK_RANGE = '2025-06-01/2025-06-07';

export async function juneBook(t: TestApp) {
  const merchant = await signedIn(t);
  const merchantId = merchant.merchantId as string;
  const storeId = await storeIn(t, merchant.headers, 'America/Toronto', 'Queen West');
  const latte = (await createActiveProduct(t, merchant.headers, [storeId], { name: 'Latte', price: 3 })).id;
  const bagel = (await createActiveProduct(t, merchant.headers, [storeId], { name: 'Bagel', price: 4 })).id;
  const [A, B, C, D, E, F, G, H, I] = Array.from({ length: 9 }, () => newId());
  const customer = { A, B, C, D, E, F } as Record<string, string>;
  const order = (customerId: string, status: 'PAID' | 'COMPLETED', paidAt: string, totalCents: number) => ({
    storeId,
    customerId,
    status,
    paidAt,
    totalCents,
  });

  const o1 = await insertOrder(t, merchantId, {
    ...order(A as string, 'COMPLETED', '2025-06-02T13:00:00Z', 1000),
    customerName: 'Alice',
    globalPointsUsed: 50,
    discountCents: 150,
    lines: [
      { productId: latte, quantity: 2, unitPriceCents: 300 },
      { productId: bagel, quantity: 1, unitPriceCents: 400 },
    ],
    perks: [
      { type: 'DEAL', timesApplied: 2 },
      { type: 'PUNCH_CARD', timesApplied: 1 },
      { type: 'DEAL', timesApplied: 5, list: 'SUGGESTED' },
    ],
  });
  const o2 = await insertOrder(t, merchantId, {
    ...order(B as string, 'PAID', '2025-06-03T03:30:00Z', 2500),
    lines: [
      { productId: bagel, quantity: 5, unitPriceCents: 500 },
      { productId: latte, quantity: 1, unitPriceCents: 300, kind: 'REDEEM' },
    ],
    perks: [
      { type: 'REWARD_ITEM', timesApplied: 1 },
      { type: 'PUNCH_CARD_REDEEM', timesApplied: 1 },
    ],
  });
  const o3 = await insertOrder(t, merchantId, {
    ...order(A as string, 'COMPLETED', '2025-06-04T16:00:00Z', 700),
    customerName: 'Alice',
    lines: [{ productId: latte, quantity: 1, unitPriceCents: 700 }],
  });
  const o4 = await insertOrder(t, merchantId, {
    storeId,
    customerId: C as string,
    status: 'REFUNDED',
    paidAt: '2025-06-03T14:00:00Z',
    lastUpdatedAt: '2025-06-05T15:00:00Z',
    totalCents: 900,
  });
  const o5 = await insertOrder(t, merchantId, {
    ...order(B as string, 'COMPLETED', '2025-05-20T12:00:00Z', 100),
    customerName: 'Bob',
  });
  const o6 = await insertOrder(t, merchantId, {
    storeId,
    customerId: C as string,
    status: 'CANCELED',
    confirmedAt: '2025-06-06T12:00:00Z',
    lastUpdatedAt: '2025-06-06T12:05:00Z',
    totalCents: 1200,
  });
  await insertOrder(t, merchantId, {
    storeId,
    customerId: D as string,
    status: 'CANCELED',
    lastUpdatedAt: '2025-06-06T13:00:00Z',
    totalCents: 300,
  });
  const o8 = await insertOrder(t, merchantId, {
    ...order(E as string, 'COMPLETED', '2025-06-08T03:59:00Z', 400),
    lines: [{ productId: bagel, quantity: 1, unitPriceCents: 400 }],
  });
  await insertOrder(t, merchantId, order(E as string, 'COMPLETED', '2025-06-08T04:00:00Z', 300));

  const event = (customerId: string, kind: 'VISIT' | 'CLICK' | 'VIEW', at: string, extra = {}) => ({
    merchantId,
    storeId,
    customerId,
    kind,
    at,
    ...extra,
  });
  await insertEvents(t, [
    event(D as string, 'VISIT', '2025-06-02T14:10:00Z'),
    event(A as string, 'VIEW', '2025-06-02T14:20:00Z', { platform: 'IOS' }),
    event(D as string, 'VIEW', '2025-06-03T01:00:00Z', { platform: 'WEB' }),
    event(D as string, 'CLICK', '2025-06-05T18:00:00Z', { entity: 'CALL' }),
    event(F as string, 'CLICK', '2025-06-05T18:30:00Z', { entity: 'SHARE' }),
    event(F as string, 'VIEW', '2025-06-01T04:00:00Z', { platform: 'ANDROID' }),
    event(F as string, 'VIEW', '2025-06-01T03:59:00Z', { platform: 'ANDROID' }),
  ]);

  const follow = (customerId: string, from: string, to: string | null = null) => ({
    id: newId(),
    customerId,
    storeId,
    merchantId,
    subscribedAt: new Date(from),
    unsubscribedAt: to ? new Date(to) : null,
  });
  await t.db
    .insert(storeFollows)
    .values([
      follow(G as string, '2025-05-10T12:00:00Z'),
      follow(H as string, '2025-06-03T12:00:00Z', '2025-06-06T12:00:00Z'),
      follow(I as string, '2025-06-09T12:00:00Z'),
    ]);

  const rating = (
    orderId: string,
    customerId: string,
    value: number,
    at: string,
    comment: string | null = null,
  ) => ({
    orderId,
    merchantId,
    storeId,
    customerId,
    rating: value,
    comment,
    ratedAt: new Date(at),
  });
  await t.db
    .insert(orderRatings)
    .values([
      rating(o1, A as string, 5, '2025-06-03T12:00:00Z', 'Great'),
      rating(o3, A as string, 4, '2025-06-05T12:00:00Z'),
      rating(o5, B as string, 2, '2025-06-07T20:00:00Z', 'Slow'),
      rating(o8, E as string, 4, '2025-06-08T12:00:00Z'),
    ]);

  return { merchant, merchantId, storeId, latte, bagel, customer, orders: { o1, o2, o3, o4, o5, o6, o8 } };
}
export type JuneBook = Awaited<ReturnType<typeof juneBook>>;
