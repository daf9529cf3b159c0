import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/account-fixtures';
import { insertOrder, updateOrder } from '../../test/dashboard-kit';
import { call, ok, type PerkMerchant, perkMerchant } from '../../test/promotion-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

// Post → orders attribution (docs/social.md), on hand-made visits and orders whose figures are
// worked out below. Only the post's own merchant's data counts.

type Post = { id: string; refId: string; attribution: Record<string, number> };
type Customer = Awaited<ReturnType<typeof signedIn>>;

let t: TestApp;
let m: PerkMerchant;
let x: PerkMerchant;
let c1: Customer;
let c2: Customer;
let c3: Customer;

beforeAll(async () => {
  t = await createTestApp();
  m = await perkMerchant(t);
  x = await perkMerchant(t);
  [c1, c2, c3] = await Promise.all([signedIn(t, 'USER'), signedIn(t, 'USER'), signedIn(t, 'USER')]);
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('attribution', () => {
  it('counts visits, orders within 7 days of the latest tracked visit, net revenue and first sales', async () => {
    const t0 = t.clock.now().getTime() - 20 * DAY;
    const at = (offset: number) => new Date(t0 + offset).toISOString();
    const p1 = await ok<Post>(t, 'POST', '/api/social/posts', m.headers, {
      post: 'P1',
      platforms: ['facebook'],
      storeId: m.store.id,
    });
    const p2 = await ok<Post>(t, 'POST', '/api/social/posts', m.headers, {
      post: 'P2',
      platforms: ['facebook'],
      storeId: m.store.id,
    });
    const visit = async (customer: Customer, merchant: PerkMerchant, offset: number, postRef?: string) =>
      ok(t, 'POST', '/api/event/visit', customer.headers, {
        triggeredAt: at(offset),
        merchantStores: { [merchant.merchantId as string]: [merchant.store.id] },
        ...(postRef ? { postRef } : {}),
      });
    const order = async (
      merchant: PerkMerchant,
      customer: Customer,
      offset: number,
      status: 'PAID' | 'COMPLETED' | 'CANCELED',
      totalCents: number,
      refundedCents = 0,
    ) => {
      const id = await insertOrder(t, merchant.merchantId as string, {
        storeId: merchant.store.id,
        customerId: customer.id,
        status,
        totalCents,
        ...(status === 'CANCELED' ? {} : { paidAt: at(offset + 60_000) }),
      });
      await updateOrder(t, id, { createdAt: new Date(t0 + offset), refundedCents });
    };

    // c1 comes through P1 and orders twice within 7 days (its first sale at M, then 15.00 less 5.00
    // refunded); its third order, 8 days on, is too late. An untracked visit in between changes nothing.
    await visit(c1, m, 0, p1.refId);
    await visit(c1, m, DAY);
    await order(m, c1, HOUR, 'PAID', 2000);
    await order(m, c1, 2 * DAY, 'COMPLETED', 1500, 500);
    await order(m, c1, 8 * DAY, 'PAID', 3000);
    // c2 bought before (so is no new client), came through P1 then P2: its order goes to P2, the
    // latest tracked visit; a canceled order counts nowhere.
    await order(m, c2, -10 * DAY, 'COMPLETED', 1000);
    await visit(c2, m, 0, p1.refId);
    await order(m, c2, 30 * 60_000, 'CANCELED', 999);
    await visit(c2, m, DAY, p2.refId);
    await order(m, c2, DAY + HOUR, 'PAID', 4000);
    // c3 came through P2 but ordered at M only before the visit; its visit and order at another
    // merchant (with P1's ref) count for no post of M.
    await order(m, c3, -HOUR, 'PAID', 700);
    await visit(c3, m, 0, p2.refId);
    await visit(c3, x, 0, p1.refId);
    await order(x, c3, HOUR, 'PAID', 5000);

    const p1Figures = { visits: 2, orders: 2, revenueCents: 2000 + 1000, newClients: 1 };
    const p2Figures = { visits: 2, orders: 1, revenueCents: 4000, newClients: 0 };
    expect(await ok(t, 'GET', `/api/social/posts/${p1.id}/attribution`, m.headers)).toEqual(p1Figures);
    expect(await ok(t, 'GET', `/api/social/posts/${p2.id}/attribution`, m.headers)).toEqual(p2Figures);
    const history = await ok<Post[]>(t, 'GET', '/api/social/history', m.headers);
    expect(history.find((post) => post.id === p1.id)?.attribution).toEqual(p1Figures);
    expect(history.find((post) => post.id === p2.id)?.attribution).toEqual(p2Figures);
    expect((await call(t, 'GET', `/api/social/posts/${p1.id}/attribution`, x.headers)).status).toBe(404);
  });

  it('refuses a postRef over 100 characters on a visit', async () => {
    const response = await call(t, 'POST', '/api/event/visit', c1.headers, {
      merchantStores: { [m.merchantId as string]: [m.store.id] },
      postRef: 'x'.repeat(101),
    });
    expect(response.status).toBe(400);
  });
});
