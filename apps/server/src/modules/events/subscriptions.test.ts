import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/account-fixtures';
import { expectExactRollups, getJson, storeIn, totalsOf } from '../../test/dashboard-kit';
import { createTestApp, injectJson, type TestApp } from '../../test/test-app';

// Store follows (contract §12 Store follows): they feed TOTAL_SUBSCRIBERS.

let t: TestApp;
let merchant: Awaited<ReturnType<typeof signedIn>>;
let customer: Awaited<ReturnType<typeof signedIn>>;
let merchantId: string;
let storeId: string;
let otherStore: string;

beforeAll(async () => {
  t = await createTestApp();
  // Tuesday 17 June 2025, 23:50 in Toronto: the unfollow comes 10 minutes later, on Wednesday 18.
  t.clock.advance(new Date('2025-06-18T03:50:00Z').getTime() - t.clock.now().getTime());
  merchant = await signedIn(t);
  merchantId = merchant.merchantId as string;
  storeId = await storeIn(t, merchant.headers, 'America/Toronto', 'Queen West');
  otherStore = await storeIn(t, merchant.headers, 'America/Toronto', 'King East');
  customer = await signedIn(t, 'USER');
});
afterAll(() => t.close());

const send = (
  action: 'subscribe' | 'unsubscribe',
  topic: unknown,
  headers: Record<string, string> = customer.headers,
  type: unknown = 'STORE',
) => injectJson(t.app, 'POST', `/api/subscriptions/${action}`, { topic, subscriptionType: type }, headers);
const list = (headers = customer.headers) => getJson(t, '/api/subscriptions', headers);
const subscribers = async (day: string) =>
  totalsOf(await getJson(t, `/api/merchant-dashboard/init/${day}/${day}/${merchantId}`, merchant.headers))
    .TOTAL_SUBSCRIBERS;

describe('store follows', () => {
  it('follows a store once however often asked, and lists it with the store name', async () => {
    const first = await send('subscribe', storeId);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      topic: storeId,
      topicDisplayName: 'Queen West',
      subscriptionType: 'STORE',
    });
    expect((await send('subscribe', storeId)).statusCode).toBe(200);
    t.clock.advance(60_000);
    expect((await send('subscribe', otherStore)).statusCode).toBe(200);
    expect(await list()).toEqual([
      { topic: storeId, topicDisplayName: 'Queen West', subscriptionType: 'STORE' },
      { topic: otherStore, topicDisplayName: 'King East', subscriptionType: 'STORE' },
    ]);
    expect(await subscribers('2025-06-17')).toBe(2);
  });

  it('unfollows; the follow still counts in the days it was open', async () => {
    t.clock.advance(9 * 60_000);
    const response = await send('unsubscribe', storeId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({});
    expect((await send('unsubscribe', storeId)).statusCode).toBe(200);
    expect(await list()).toEqual([
      { topic: otherStore, topicDisplayName: 'King East', subscriptionType: 'STORE' },
    ]);
    expect(await subscribers('2025-06-17')).toBe(2);
    expect(await subscribers('2025-06-18')).toBe(1);
    expect((await send('subscribe', storeId)).statusCode).toBe(200);
    expect(await subscribers('2025-06-18')).toBe(2);
    await expectExactRollups(t);
  });

  it('keeps each customer to its own follows', async () => {
    const other = await signedIn(t, 'USER');
    expect(await list(other.headers)).toEqual([]);
  });

  it('answers an unknown or deleted store as 404 and a bad body as 400', async () => {
    const gone = await storeIn(t, merchant.headers, 'America/Toronto', 'Closed');
    expect(
      (await injectJson(t.app, 'DELETE', `/api/merchant-stores/${gone}`, undefined, merchant.headers))
        .statusCode,
    ).toBe(200);
    for (const topic of ['99999999999999999999', gone, 'not-a-store']) {
      expect((await send('subscribe', topic)).statusCode).toBe(404);
      expect((await send('unsubscribe', topic)).statusCode).toBe(404);
    }
    for (const [topic, type] of [
      [storeId, 'MERCHANT'],
      ['', 'STORE'],
      [undefined, 'STORE'],
    ]) {
      const response = await send('subscribe', topic, customer.headers, type);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('is for customers only', async () => {
    expect((await send('subscribe', storeId, merchant.headers)).statusCode).toBe(403);
    expect((await send('unsubscribe', storeId, {})).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/subscriptions', headers: merchant.headers })).statusCode).toBe(
      403,
    );
  });
});
