import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERNAME, seedDemo } from '../demo/seed-demo';
import { createTestApp, createTestClock, type TestApp } from '../test/test-app';
import { simulate } from './simulate';

// The simulator against a real server on a socket, through the public HTTP API only.
// The clock is a Wednesday at noon in Toronto and Montréal, when the demo stores are open.
describe('npm run simulate', () => {
  let t: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    t = await createTestApp({ deps: { clock: createTestClock(new Date('2026-11-18T17:00:00Z')) } });
    await seedDemo(t.db);
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('places 20 orders for the demo merchant and every one reaches PAID', async () => {
    const placed = await simulate({
      baseUrl,
      merchant: DEMO_USERNAME,
      password: DEMO_PASSWORD,
      ordersPerHour: 3_600_000,
      count: 20,
      customers: 4,
      seed: 2026,
    });
    expect(placed).toHaveLength(20);
    for (const { order } of placed) {
      expect(order.status).toBe('PAID');
      expect(order.paidAt).not.toBeNull();
      expect(order.totalAmount).toBeGreaterThan(0);
    }
    const serveTypes = new Set(placed.map(({ order }) => order.serveType));
    expect(serveTypes.size).toBeGreaterThan(1);
    expect(placed.some(({ order }) => order.items.some((item) => item.addons.length > 0))).toBe(true);
  }, 120_000);
});
