import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { archivedOrdersPageSchema } from '@perkdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERNAME, seedDemo } from '../demo/seed-demo';
import { seedDemoHistory } from '../demo/seed-demo-history';
import { bearer, login } from '../test/account-fixtures';
import { createTestApp, type TestApp } from '../test/test-app';

// Dynamic JSON goes out compressed when the client accepts it: the order history's 50-row page,
// the largest answer the back-office asks for, on the demo merchant's played history.

let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
  const history = await seedDemoHistory({
    db: t.db,
    appOrigin: t.config.appOrigin,
    serviceFee: t.config.serviceFee,
    points: t.config.points,
    now: t.clock.now(),
    days: 7,
    perDay: { min: 9, max: 9 },
    seed: 21,
  });
  expect(history?.completed).toBeGreaterThanOrEqual(50);
  headers = bearer((await login(t, DEMO_USERNAME, DEMO_PASSWORD)).access_token);
}, 120_000);
afterAll(() => t.close());

const historyPage = (acceptEncoding: string) =>
  t.app.inject({
    url: '/api/orders/archived?pageSize=50',
    headers: { ...headers, 'accept-encoding': acceptEncoding },
  });

describe('response compression', () => {
  it('sends a 50-row history page in brotli, a fraction of its size, with the same content', async () => {
    const plain = await historyPage('identity');
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(archivedOrdersPageSchema.parse(plain.json()).content).toHaveLength(50);

    const brotli = await historyPage('gzip, deflate, br');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(String(brotli.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 10);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends gzip to a client that takes only gzip', async () => {
    const plain = await historyPage('identity');
    const gzip = await historyPage('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves small answers, and clients that accept no compression, alone', async () => {
    const health = await t.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toEqual({ status: 'ok' });
    const none = await t.app.inject({ url: '/api/orders/archived?pageSize=50', headers });
    expect(none.headers['content-encoding']).toBeUndefined();
  });
});
