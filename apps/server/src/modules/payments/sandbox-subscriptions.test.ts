import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantSubscriptions } from '../../db/schema/index';
import { bearer, login, signedIn } from '../../test/account-fixtures';
import { expectRefusal, type ProviderHarness, startProvider } from '../../test/order-harness';
import { subscribe, subscriptionCalls } from '../../test/subscription-kit';
import { addMonths, periodAt } from './sandbox-periods';

// The sandbox's subscriptions move through their periods as the clock does: renewed while not
// canceled, ended at the period end when canceled.

const DAY = 24 * 3600 * 1000;

describe('sandbox periods (pure)', () => {
  it('adds calendar months on the anchor day, or the month’s last day', () => {
    const jan31 = new Date('2025-01-31T10:00:00.000Z');
    expect(addMonths(jan31, 1).toISOString()).toBe('2025-02-28T10:00:00.000Z');
    expect(addMonths(jan31, 2).toISOString()).toBe('2025-03-31T10:00:00.000Z');
    expect(addMonths(new Date('2024-01-31T00:00:00Z'), 1).toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(addMonths(new Date('2025-11-15T00:00:00Z'), 3).toISOString()).toBe('2026-02-15T00:00:00.000Z');
  });

  it('renews as many periods as have passed, or ends a subscription canceled at period end', () => {
    const createdAt = new Date('2025-01-31T10:00:00.000Z');
    const subscription = {
      createdAt,
      status: 'active' as const,
      cancelAtPeriodEnd: false,
      currentPeriodStart: createdAt,
      currentPeriodEnd: addMonths(createdAt, 1),
      endedAt: null,
    };
    expect(periodAt(subscription, new Date('2025-02-27T00:00:00Z'))).toBeNull();
    expect(periodAt(subscription, new Date('2025-04-01T00:00:00Z'))).toMatchObject({
      status: 'active',
      currentPeriodStart: new Date('2025-03-31T10:00:00.000Z'),
      currentPeriodEnd: new Date('2025-04-30T10:00:00.000Z'),
    });
    expect(
      periodAt({ ...subscription, cancelAtPeriodEnd: true }, new Date('2025-04-01T00:00:00Z')),
    ).toMatchObject({
      status: 'canceled',
      endedAt: addMonths(createdAt, 1),
    });
  });
});

describe('sandbox subscriptions over time', () => {
  let p: ProviderHarness;
  beforeAll(async () => {
    p = await startProvider('sandbox');
  });
  afterAll(() => p.close());
  const calls = () => subscriptionCalls(p);
  /** Moves the clock on; the merchant signs in again (its token has expired). */
  const later = async (ms: number, merchant: Awaited<ReturnType<typeof signedIn>>) => {
    p.t.clock.advance(ms);
    const session = await login(p.t, merchant.username);
    return bearer(session.access_token);
  };

  it('renews an active subscription read after its period ended', async () => {
    const merchant = await signedIn(p.t);
    const { customerId, subscriptionId } = await subscribe(p, merchant);
    const [first] = (await calls().subscriptions(merchant.headers, customerId)).json();
    expect(Date.parse(first.currentPeriodEnd) - p.t.clock.now().getTime()).toBeGreaterThan(27 * DAY);
    const headers = await later(40 * DAY, merchant);
    const [renewed] = (await calls().subscriptions(headers, customerId)).json();
    expect(renewed).toMatchObject({ id: subscriptionId, status: 'active', cancelAtPeriodEnd: false });
    expect(Date.parse(renewed.currentPeriodEnd)).toBeGreaterThan(p.t.clock.now().getTime());
    expect(Date.parse(renewed.currentPeriodEnd)).toBeGreaterThan(Date.parse(first.currentPeriodEnd));
  });

  it('a cancel keeps it active until its period end, then it ends and can no longer be resumed', async () => {
    const merchant = await signedIn(p.t);
    const { customerId, subscriptionId } = await subscribe(p, merchant);
    const canceled = (await calls().cancel(merchant.headers, { subscriptionId })).json();
    const soon = await later(10 * DAY, merchant);
    expect((await calls().subscriptions(soon, customerId)).json()).toEqual([canceled]);
    const ended = await later(Date.parse(canceled.currentPeriodEnd) - p.t.clock.now().getTime(), merchant);
    expect((await calls().subscriptions(ended, customerId)).json()).toEqual([]);
    await expectRefusal(await calls().resume(ended, { subscriptionId }), 404, 'NOT_FOUND');
    // The merchant's copy (what an AI-post gate reads) heard each step.
    const [copy] = await p.t.db
      .select()
      .from(merchantSubscriptions)
      .where(eq(merchantSubscriptions.id, subscriptionId));
    expect(copy).toMatchObject({
      merchantId: merchant.merchantId,
      cancelAtPeriodEnd: true,
      status: 'active',
    });
  });

  it('a resume before the period end renews it as usual', async () => {
    const merchant = await signedIn(p.t);
    const { customerId, subscriptionId } = await subscribe(p, merchant);
    await calls().cancel(merchant.headers, { subscriptionId });
    await calls().resume(merchant.headers, { subscriptionId });
    const headers = await later(35 * DAY, merchant);
    const [renewed] = (await calls().subscriptions(headers, customerId)).json();
    expect(renewed).toMatchObject({ id: subscriptionId, status: 'active', cancelAtPeriodEnd: false });
  });
});
