import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/account-fixtures';
import { createStore, storeBody, TAX, TORONTO, torontoAddress } from '../../test/setup-fixtures';
import { createTestApp, injectJson, type TestApp, type TestMethod } from '../../test/test-app';

let t: TestApp;
let merchant: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await createTestApp();
  merchant = await signedIn(t);
});
afterAll(() => t.close());

const inject = (
  method: TestMethod,
  url: string,
  payload?: unknown,
  headers: Record<string, string> = merchant.headers,
) => injectJson(t.app, method, url, payload, headers);

describe('POST /api/merchant-stores', () => {
  it('creates an ACTIVE store with its time zone from the location and both point forms', async () => {
    const response = await inject('POST', '/api/merchant-stores', storeBody({ phone: '4165550199' }));
    expect(response.statusCode).toBe(200);
    const store = response.json();
    expect(store).toMatchObject({
      id: expect.stringMatching(/^\d{20,}$/),
      merchantId: merchant.merchantId,
      name: 'Queen West',
      phone: '+14165550199',
      status: 'ACTIVE',
      serveOptions: ['PICKUP', 'DELIVERY'],
      taxConfigIds: [TAX.ontarioHst],
      images: [],
      operationTime: [{ day: 'MONDAY', fromTime: '08:00', toTime: '18:00' }],
      timeZone: {
        zoneName: 'America/Toronto',
        abbreviation: expect.stringMatching(/^E[SD]T$/),
        dst: expect.any(Boolean),
      },
    });
    expect(store.address.location).toEqual({
      type: 'Point',
      coordinates: [TORONTO.lng, TORONTO.lat],
      x: TORONTO.lng,
      y: TORONTO.lat,
    });
    expect(store.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('takes the x/y point form, a given time zone and already uploaded images', async () => {
    const store = await createStore(t, merchant.headers, {
      address: torontoAddress({ x: TORONTO.lng, y: TORONTO.lat }),
      timeZone: { zoneName: 'America/Vancouver' },
      changedImages: ['https://files.example.com/a.jpg'],
      operationTime: null,
    });
    expect(store).toMatchObject({
      timeZone: { zoneName: 'America/Vancouver' },
      images: ['https://files.example.com/a.jpg'],
      operationTime: [],
    });
  });

  it.each([
    ['a short name', { name: 'ab' }, 'name', 'Name must be 3 to 35 characters.'],
    [
      'a long description',
      { description: 'x'.repeat(256) },
      'description',
      'Description must be 3 to 255 characters.',
    ],
    ['a bad phone', { phone: '+1416555' }, 'phone', 'Please enter valid phone number format +xxxxxxxxxxx'],
    ['a bad email', { email: 'nope' }, 'email', 'Please enter valid email address'],
    ['no taxes', { taxConfigIds: [] }, 'taxConfigIds', 'At least one tax configuration is required.'],
    [
      'taxes of two places',
      { taxConfigIds: [TAX.ontarioHst, TAX.quebecQst] },
      'taxConfigIds',
      'Multiple taxes must share one location.',
    ],
    [
      'taxes of two levels',
      { taxConfigIds: [TAX.canadaGst, TAX.quebecQst] },
      'taxConfigIds',
      'Multiple taxes must share one location.',
    ],
    [
      'an unknown tax',
      { taxConfigIds: ['99999999999999999999'] },
      'taxConfigIds',
      'Unknown tax configuration.',
    ],
    ['no serve option', { serveOptions: [] }, 'serveOptions', 'At least one serve option is required.'],
    [
      'an unknown serve option',
      { serveOptions: ['TAKEAWAY'] },
      'serveOptions[0]',
      'Serve options are PICKUP, DINE_IN or DELIVERY.',
    ],
    ['no location', { address: torontoAddress(null) }, 'address.location', 'Location is required.'],
    [
      'a point without coordinates',
      { address: torontoAddress({ type: 'Point' }) },
      'address.location',
      'Location needs coordinates [lng, lat] or x and y.',
    ],
    [
      'a long street number',
      { address: { ...torontoAddress(), streetNumber: '12345678901' } },
      'address.streetNumber',
      'Street number must be 1 to 10 characters.',
    ],
    [
      'a long unit',
      { address: { ...torontoAddress(), unit: '12345678901' } },
      'address.unit',
      'Unit must be at most 10 characters.',
    ],
    [
      'a one-letter city',
      { address: { ...torontoAddress(), city: 'T' } },
      'address.city',
      'City must be 2 to 100 characters.',
    ],
    [
      'a short postal code',
      { address: { ...torontoAddress(), postalCode: 'M5' } },
      'address.postalCode',
      'Postal code must be 3 to 10 characters.',
    ],
    [
      'a window across midnight',
      { operationTime: [{ day: 'FRIDAY', fromTime: '22:00', toTime: '02:00' }] },
      'operationTime[0].toTime',
      'The start time must not be after the end time; split windows that cross midnight.',
    ],
    ['an unknown time zone', { timeZone: 'Mars/Base' }, 'timeZone', 'Unknown time zone.'],
    [
      'an image that is no web URL',
      { changedImages: ['javascript:alert(1)'] },
      'changedImages[0]',
      'Images must be http or https URLs.',
    ],
  ])('refuses %s', async (_name, patch, field, message) => {
    const response = await inject('POST', '/api/merchant-stores', storeBody(patch));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
    expect(response.json().violations).toContainEqual({ field, message });
  });

  it('accepts taxes of one province together (GST + QST)', async () => {
    const store = await createStore(t, merchant.headers, { taxConfigIds: [TAX.quebecGst, TAX.quebecQst] });
    expect(store.taxConfigIds).toEqual([TAX.quebecGst, TAX.quebecQst]);
  });
});

describe('GET /api/merchant-stores', () => {
  it("lists the merchant's own stores in creation order, without deleted or other merchants' ones", async () => {
    const owner = await signedIn(t);
    const first = await createStore(t, owner.headers, { name: 'First store' });
    const second = await createStore(t, owner.headers, { name: 'Second store' });
    const third = await createStore(t, owner.headers, { name: 'Third store' });
    await createStore(t, merchant.headers, { name: 'Not theirs' });
    await inject('DELETE', `/api/merchant-stores/${second.id}`, undefined, owner.headers);
    const list = await inject('GET', '/api/merchant-stores', undefined, owner.headers);
    expect(list.json().map((store: { id: string }) => store.id)).toEqual([first.id, third.id]);
  });
});

describe('GET / PUT /api/merchant-stores/{id}', () => {
  it('reads and replaces a store; a short phone gets +1; images merge', async () => {
    const store = await createStore(t, merchant.headers, {
      changedImages: ['https://x.example/a.jpg', 'https://x.example/b.jpg'],
    });
    expect((await inject('GET', `/api/merchant-stores/${store.id}`)).json()).toEqual(store);
    const response = await inject(
      'PUT',
      `/api/merchant-stores/${store.id}`,
      storeBody({
        name: 'Renamed store',
        phone: '4165550100',
        deletedImages: ['https://x.example/a.jpg'],
        changedImages: ['https://x.example/c.jpg'],
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: store.id,
      name: 'Renamed store',
      phone: '+14165550100',
      images: ['https://x.example/b.jpg', 'https://x.example/c.jpg'],
    });
  });

  it('validates the full body on PUT', async () => {
    const store = await createStore(t, merchant.headers);
    const response = await inject('PUT', `/api/merchant-stores/${store.id}`, storeBody({ taxConfigIds: [] }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('At least one tax configuration is required.');
  });
});

describe('PUT /api/merchant-stores/{id}/{status}', () => {
  it('sets ACTIVE or INACTIVE, and refuses anything else', async () => {
    const store = await createStore(t, merchant.headers);
    expect((await inject('PUT', `/api/merchant-stores/${store.id}/INACTIVE`)).json().status).toBe('INACTIVE');
    expect((await inject('PUT', `/api/merchant-stores/${store.id}/ACTIVE`)).json().status).toBe('ACTIVE');
    for (const status of ['DELETED', 'active', 'PAUSED']) {
      const response = await inject('PUT', `/api/merchant-stores/${store.id}/${status}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ status: 400, code: 'INVALID_STATUS', message: 'Invalid Status' });
    }
  });
});

describe('DELETE /api/merchant-stores/{id}', () => {
  it('soft-deletes: GET still answers, writes give ENTITY_DELETED', async () => {
    const store = await createStore(t, merchant.headers);
    const response = await inject('DELETE', `/api/merchant-stores/${store.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: store.id });
    expect((await inject('GET', `/api/merchant-stores/${store.id}`)).json().status).toBe('DELETED');
    const deleted = { status: 400, code: 'ENTITY_DELETED', message: 'This item has been deleted.' };
    expect((await inject('PUT', `/api/merchant-stores/${store.id}`, storeBody())).json()).toEqual(deleted);
    expect((await inject('PUT', `/api/merchant-stores/${store.id}/ACTIVE`)).json()).toEqual(deleted);
    expect((await inject('DELETE', `/api/merchant-stores/${store.id}`)).json()).toEqual(deleted);
  });
});

describe('access', () => {
  it("answers 404 for another merchant's store and unknown ids on every route", async () => {
    const other = await signedIn(t);
    const theirs = await createStore(t, other.headers);
    for (const id of [theirs.id, '12345678901234567890', 'not-an-id']) {
      for (const [method, url, payload] of [
        ['GET', `/api/merchant-stores/${id}`],
        ['PUT', `/api/merchant-stores/${id}`, storeBody()],
        ['PUT', `/api/merchant-stores/${id}/INACTIVE`],
        ['DELETE', `/api/merchant-stores/${id}`],
      ] as const) {
        const response = await inject(method, url, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    expect(
      (await inject('GET', `/api/merchant-stores/${theirs.id}`, undefined, other.headers)).json().status,
    ).toBe('ACTIVE');
  });

  it('is for merchants only: 401 without a token, 403 for a customer', async () => {
    const customer = await signedIn(t, 'USER');
    const store = await createStore(t, merchant.headers);
    for (const [method, url, payload] of [
      ['POST', '/api/merchant-stores', storeBody()],
      ['GET', '/api/merchant-stores'],
      ['GET', `/api/merchant-stores/${store.id}`],
      ['PUT', `/api/merchant-stores/${store.id}`, storeBody()],
      ['PUT', `/api/merchant-stores/${store.id}/ACTIVE`],
      ['DELETE', `/api/merchant-stores/${store.id}`],
    ] as const) {
      expect((await inject(method, url, payload, {})).statusCode, `${method} ${url}`).toBe(401);
      expect((await inject(method, url, payload, customer.headers)).statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('setup state', () => {
  it('counts stores that are not deleted', async () => {
    const owner = await signedIn(t);
    const state = async () =>
      (await t.app.inject({ url: '/api/merchants/setup-state', headers: owner.headers })).json().storeCount;
    expect(await state()).toBe(0);
    const store = await createStore(t, owner.headers);
    await createStore(t, owner.headers);
    expect(await state()).toBe(2);
    await inject('DELETE', `/api/merchant-stores/${store.id}`, undefined, owner.headers);
    expect(await state()).toBe(1);
  });
});

describe('the kept stores list (lib/answer-cache.ts)', () => {
  it("answers each write at once, and never another merchant's list", async () => {
    const owner = await signedIn(t);
    const other = await signedIn(t);
    const list = async (headers: Record<string, string>) => {
      const response = await inject('GET', '/api/merchant-stores', undefined, headers);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      return (response.json() as { id: string; name: string; status: string }[]).map(
        (store) => `${store.name}:${store.status}`,
      );
    };
    expect(await list(owner.headers)).toEqual([]);
    const store = await createStore(t, owner.headers, { name: 'First' });
    expect(await list(owner.headers)).toEqual(['First:ACTIVE']);
    expect(await list(owner.headers)).toEqual(['First:ACTIVE']);
    expect(await list(other.headers)).toEqual([]);
    await inject('PUT', `/api/merchant-stores/${store.id}/INACTIVE`, undefined, owner.headers);
    expect(await list(owner.headers)).toEqual(['First:INACTIVE']);
    const replaced = await inject(
      'PUT',
      `/api/merchant-stores/${store.id}`,
      storeBody({ name: 'Renamed' }),
      owner.headers,
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(await list(owner.headers)).toEqual(['Renamed:INACTIVE']);
    await inject('DELETE', `/api/merchant-stores/${store.id}`, undefined, owner.headers);
    expect(await list(owner.headers)).toEqual([]);
    expect(await list(other.headers)).toEqual([]);
  });
});
