import { sandboxDashboardSchema } from '@perkdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/account-fixtures';
import { call, expectRefusal, openShop, type ProviderHarness, startProvider } from '../../test/order-harness';
import { act, cents, completedOrder, paidOrder, refunded } from '../../test/refund-kit';
import { TEST_APP_ORIGIN } from '../../test/test-app';

// GET /api/payments/sandbox/dashboard: the sandbox account as a provider's dashboard would show it.

describe('sandbox dashboard', () => {
  let p: ProviderHarness;
  beforeAll(async () => {
    p = await startProvider('sandbox');
  });
  afterAll(() => p.close());
  const dashboard = (headers: Record<string, string>) =>
    call(p.t, 'GET', '/api/payments/sandbox/dashboard', undefined, headers);

  it('lists the caller’s charges and refunds, newest first, with the balance it keeps', async () => {
    const shop = await openShop(p);
    const link = await call(p.t, 'GET', '/api/accounts/merchant/dashboard', undefined, shop.merchant.headers);
    expect(link.json()).toEqual({ url: `${TEST_APP_ORIGIN}/app/setup/payment/sandbox-dashboard` });

    // The test clock stands still unless moved: a second between steps orders them.
    const completed = await completedOrder(p, shop);
    p.t.clock.advance(1000);
    const partly = await refunded(p, shop, completed.id, { amount: 2, reason: 'Burnt' });
    p.t.clock.advance(1000);
    const rejected = await paidOrder(p, shop, 1);
    p.t.clock.advance(1000);
    await act(p, shop, 'reject', rejected.id, { rejectMessage: 'Sold out' });

    const response = await dashboard(shop.merchant.headers);
    expect(response.statusCode, response.body).toBe(200);
    const view = sandboxDashboardSchema.parse(response.json());
    expect(view).toEqual(response.json());
    expect(view.accountId).toMatch(/^acct_sbx_/);
    expect(view.charges.map((c) => [c.orderId, c.amount, c.refunded, c.status])).toEqual([
      [rejected.id, rejected.totalAmount, rejected.totalAmount, 'succeeded'],
      [completed.id, completed.totalAmount, 2, 'succeeded'],
    ]);
    expect(view.refunds.map((r) => [r.orderId, r.amount, r.reason])).toEqual([
      [rejected.id, rejected.totalAmount, 'Sold out'],
      [completed.id, 2, 'Burnt'],
    ]);
    expect(view.refunds[1]?.id).toMatch(/^re_sbx_/);
    expect(partly.refunds[0]?.amount).toBe(2);
    // What was paid, less the refunds and the platform's fees; a refund gives its share of the
    // fee back (the rejected order's fee comes back whole).
    const kept = view.charges.map((c) => {
      const [amount, fee, back] = [cents(c.amount), cents(c.applicationFee), cents(c.refunded)];
      return amount - back - fee + Math.round((fee * back) / amount);
    });
    expect(view.charges[0]?.applicationFee).toBeGreaterThan(0);
    expect(cents(view.balance)).toBe(kept.reduce((sum, net) => sum + net, 0));
    expect(cents(view.balance)).toBe(
      cents(completed.totalAmount) - 200 - cents(view.charges[1]?.applicationFee ?? 0),
    );
  });

  it('shows only the caller’s account; 404 without one; merchants only', async () => {
    const shop = await openShop(p);
    const other = await openShop(p);
    await paidOrder(p, other, 1);
    const mine = sandboxDashboardSchema.parse((await dashboard(shop.merchant.headers)).json());
    expect(mine).toMatchObject({ charges: [], refunds: [], balance: 0 });
    const none = await signedIn(p.t);
    await expectRefusal(await dashboard(none.headers), 404, 'NOT_FOUND');
    expect((await dashboard((await signedIn(p.t, 'USER')).headers)).statusCode).toBe(403);
    expect((await dashboard({})).statusCode).toBe(401);
  });
});

describe('sandbox dashboard with Stripe', () => {
  it('is 404: Stripe has its own dashboard', async () => {
    const p = await startProvider('stripe');
    try {
      const shop = await openShop(p);
      const answer = await call(
        p.t,
        'GET',
        '/api/payments/sandbox/dashboard',
        undefined,
        shop.merchant.headers,
      );
      await expectRefusal(answer, 404, 'NOT_FOUND');
    } finally {
      await p.close();
    }
  });
});
