import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/account-fixtures';
import { connectedMerchant } from '../../test/ordering-fixtures';
import { createStore, torontoAddress } from '../../test/setup-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

// A spot in Northern Ontario no other test puts stores near; ~0.0090° of latitude is 1 km.
const HERE = { lat: 48.5, lng: -81.3 };
const at = (northKm: number) => torontoAddress({ coordinates: [HERE.lng, HERE.lat + northKm * 0.009] });
const always = { operationTime: [] };
const never = { operationTime: [{ day: 'MONDAY', fromTime: '00:00', toTime: '00:00' }] };

let t: TestApp;
const ids: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  const shop = await connectedMerchant(t);
  const hidden = await signedIn(t); // no payment account: customers cannot see its stores
  ids.far = (await createStore(t, shop.headers, { name: 'Far', address: at(8), ...always })).id;
  ids.near = (await createStore(t, shop.headers, { name: 'Near', address: at(1), ...always })).id;
  ids.closed = (await createStore(t, shop.headers, { name: 'Closed', address: at(3), ...never })).id;
  ids.outside = (await createStore(t, shop.headers, { name: 'Outside', address: at(30), ...always })).id;
  ids.inactive = (await createStore(t, shop.headers, { name: 'Inactive', address: at(2), ...always })).id;
  await t.app.inject({
    method: 'PUT',
    url: `/api/merchant-stores/${ids.inactive}/INACTIVE`,
    headers: shop.headers,
  });
  ids.unpaid = (await createStore(t, hidden.headers, { name: 'Unpaid', address: at(2), ...always })).id;
});
afterAll(() => t.close());

const nearby = (query: string) =>
  t.app.inject({ method: 'GET', url: `/api/merchant-stores/locations?${query}` });

describe('GET /api/merchant-stores/locations (public)', () => {
  it('answers without a token: visible stores within 10 km, nearest first, with distance and isOpenNow', async () => {
    const response = await nearby(`latitude=${HERE.lat}&longitude=${HERE.lng}`);
    expect(response.statusCode).toBe(200);
    const stores = response.json() as { id: string; name: string; distance: number; isOpenNow: boolean }[];
    expect(stores.map((s) => s.name)).toEqual(['Near', 'Closed', 'Far']);
    expect(stores[0]).toMatchObject({
      id: ids.near,
      isOpenNow: true,
      timeZone: { zoneName: 'America/Toronto' },
    });
    expect(stores[0]?.distance).toBeCloseTo(1, 0);
    expect(Number.isInteger(Math.round((stores[0]?.distance ?? 0) * 100))).toBe(true);
    expect(stores[1]?.isOpenNow).toBe(false);
  });

  it('widens to the distance asked, up to 100 km', async () => {
    const wide = await nearby(`latitude=${HERE.lat}&longitude=${HERE.lng}&distance=50`);
    expect(wide.json().map((s: { name: string }) => s.name)).toEqual(['Near', 'Closed', 'Far', 'Outside']);
    const narrow = await nearby(`latitude=${HERE.lat}&longitude=${HERE.lng}&distance=2`);
    expect(narrow.json().map((s: { name: string }) => s.name)).toEqual(['Near']);
  });

  it('refuses bad coordinates and distances with 400', async () => {
    for (const query of [
      `longitude=${HERE.lng}`,
      `latitude=91&longitude=${HERE.lng}`,
      `latitude=${HERE.lat}&longitude=abc`,
      `latitude=${HERE.lat}&longitude=${HERE.lng}&distance=0`,
      `latitude=${HERE.lat}&longitude=${HERE.lng}&distance=101`,
    ]) {
      const response = await nearby(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('still serves a store by id to its merchant (the fixed segment does not shadow :id)', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/merchant-stores/${ids.near}` });
    expect(response.statusCode).toBe(401);
  });
});
