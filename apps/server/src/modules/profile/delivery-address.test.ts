import {
  DELIVERY_ADDRESS_LIMIT_MESSAGE,
  LOCATION_MESSAGE,
  MAX_DELIVERY_ADDRESSES,
} from '@perkdesk/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { signedIn } from '../../test/account-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const address = (overrides: Record<string, unknown> = {}) => ({
  streetNumber: '100',
  streetName: 'Queen Street West',
  city: 'Toronto',
  province: 'ON',
  country: 'CA',
  postalCode: 'M5H 2N2',
  location: { type: 'Point', coordinates: [-79.3841, 43.6534] },
  ...overrides,
});
const send = (
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url: `/api/user/profile/delivery-address${path}`, headers, payload });

describe('delivery addresses', () => {
  it('adds, replaces and removes addresses, answering the profile with both point forms', async () => {
    const customer = await signedIn(t, 'USER');
    const added = await send('POST', '', customer.headers, address({ unit: '' }));
    expect(added.statusCode).toBe(200);
    expect(added.json().deliveryAddresses).toEqual([
      {
        ...address(),
        unit: null,
        location: { type: 'Point', coordinates: [-79.3841, 43.6534], x: -79.3841, y: 43.6534 },
      },
    ]);
    const second = await send(
      'POST',
      '',
      customer.headers,
      address({ city: 'Ottawa', location: { x: -75.7, y: 45.42 } }),
    );
    expect(second.json().deliveryAddresses[1].location).toEqual({
      type: 'Point',
      coordinates: [-75.7, 45.42],
      x: -75.7,
      y: 45.42,
    });
    const replaced = await send('PUT', '/0', customer.headers, address({ city: 'Hamilton', location: null }));
    expect(replaced.json().deliveryAddresses.map((a: { city: string }) => a.city)).toEqual([
      'Hamilton',
      'Ottawa',
    ]);
    const removed = await send('DELETE', '/0', customer.headers);
    expect(removed.json().deliveryAddresses.map((a: { city: string }) => a.city)).toEqual(['Ottawa']);
  });

  it('answers 404 for an index that names no address', async () => {
    const customer = await signedIn(t, 'USER');
    await send('POST', '', customer.headers, address());
    for (const index of ['1', '-1', 'abc', '99999']) {
      expect((await send('PUT', `/${index}`, customer.headers, address())).statusCode).toBe(404);
      expect((await send('DELETE', `/${index}`, customer.headers)).statusCode).toBe(404);
    }
  });

  it('refuses bad fields with their messages', async () => {
    const customer = await signedIn(t, 'USER');
    const response = await send('POST', '', customer.headers, {
      streetNumber: '',
      streetName: 'Q',
      city: 'Toronto',
      province: 'ON',
      country: 'CA',
      postalCode: '12',
      location: { type: 'Point' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().violations).toEqual([
      { field: 'streetNumber', message: 'Street number must be 1 to 10 characters.' },
      { field: 'streetName', message: 'Street name must be 2 to 100 characters.' },
      { field: 'postalCode', message: 'Postal code must be 3 to 10 characters.' },
      { field: 'location', message: LOCATION_MESSAGE },
    ]);
  });

  it(`keeps at most ${MAX_DELIVERY_ADDRESSES} addresses`, async () => {
    const customer = await signedIn(t, 'USER');
    const full = Array.from({ length: MAX_DELIVERY_ADDRESSES }, () => address());
    await t.db.update(users).set({ deliveryAddresses: full }).where(eq(users.id, customer.id));
    const response = await send('POST', '', customer.headers, address());
    expect(response.statusCode).toBe(400);
    expect(response.json().violations).toEqual([
      { field: 'deliveryAddresses', message: DELIVERY_ADDRESS_LIMIT_MESSAGE },
    ]);
  });

  it('is for customers only, and needs a token', async () => {
    const merchant = await signedIn(t);
    expect((await send('POST', '', merchant.headers, address())).statusCode).toBe(403);
    expect((await send('DELETE', '/0', merchant.headers)).statusCode).toBe(403);
    expect((await send('POST', '', {}, address())).statusCode).toBe(401);
  });
});
