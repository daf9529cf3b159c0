import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/account-fixtures';
import { image, multipart } from '../../test/multipart';
import { TAX, TORONTO, torontoAddress } from '../../test/setup-fixtures';
import { createTestApp, TEST_PUBLIC_ORIGIN, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const URL_PREFIX = `${TEST_PUBLIC_ORIGIN}/api/files/`;
const getProfile = async (headers: Headers) =>
  (await t.app.inject({ url: '/api/merchants/profile', headers })).json();
const save = (headers: Headers, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/merchants/profile', headers, payload: payload as object });
const listStores = async (headers: Headers) =>
  (await t.app.inject({ url: '/api/merchant-stores', headers })).json();

const VENUE = {
  address: torontoAddress(),
  operationTime: [{ day: 'MONDAY', fromTime: '08:00', toTime: '18:00' }],
  serveOptions: ['PICKUP', 'DELIVERY'],
};

describe('GET /api/merchants/profile', () => {
  it('starts empty, with the contract shape', async () => {
    const merchant = await signedIn(t);
    expect(await getProfile(merchant.headers)).toEqual({
      merchantId: merchant.merchantId,
      name: null,
      description: null,
      phone: null,
      email: null,
      website: null,
      businessType: null,
      businessLines: [],
      address: null,
      logoUrl: null,
      imagesUrl: [],
      stores: [],
      paymentCustomerId: null,
      paymentConnected: false,
      socialConnected: false,
      operationTime: null,
      serveOptions: [],
      taxConfigIds: [],
      lastUpdatedAt: expect.any(String),
    });
  });
});

describe('POST /api/merchants/profile (JSON)', () => {
  it('merges a partial profile: absent fields are kept, "" clears', async () => {
    const merchant = await signedIn(t);
    await save(merchant.headers, { businessType: 'Food/Beverage', businessLines: ['Coffee Shop', 'Bakery'] });
    const response = await save(merchant.headers, {
      name: ' Corner Café ',
      description: 'Coffee and pastries',
      phone: '+14165550199',
      email: 'hello@corner.example',
      website: 'https://corner.example',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Corner Café',
      description: 'Coffee and pastries',
      phone: '+14165550199',
      email: 'hello@corner.example',
      website: 'https://corner.example',
      businessType: 'Food/Beverage',
      businessLines: ['Coffee Shop', 'Bakery'],
    });
    expect((await save(merchant.headers, { website: '' })).json()).toMatchObject({
      website: null,
      name: 'Corner Café',
    });
    const state = await t.app.inject({ url: '/api/merchants/setup-state', headers: merchant.headers });
    expect(state.json()).toMatchObject({ hasBusinessType: true, hasBusinessProfile: true });
  });

  it.each([
    ['a short name', { name: 'ab' }, 'name', 'Name must be 3 to 35 characters.'],
    ['a long name', { name: 'x'.repeat(36) }, 'name', 'Name must be 3 to 35 characters.'],
    ['a short description', { description: 'ab' }, 'description', 'Description must be 3 to 255 characters.'],
    ['a bad phone', { phone: '4165550199' }, 'phone', 'Please enter valid phone number format +xxxxxxxxxxx'],
    ['a bad email', { email: 'nope@' }, 'email', 'Please enter valid email address'],
    ['a bad website', { website: 'corner' }, 'website', 'Please enter valid website URL'],
    [
      'a long business type',
      { businessType: 'x'.repeat(61) },
      'businessType',
      'Business type must be 1 to 60 characters.',
    ],
    [
      'an empty business line',
      { businessLines: [''] },
      'businessLines[0]',
      'Each business line must be 1 to 60 characters.',
    ],
    [
      '21 business lines',
      { businessLines: Array.from({ length: 21 }, (_, i) => `Line ${i}`) },
      'businessLines',
      'At most 20 business lines.',
    ],
    [
      'a bad address',
      { address: { ...torontoAddress(), city: 'T' } },
      'address.city',
      'City must be 2 to 100 characters.',
    ],
    [
      'a window across midnight',
      { operationTime: [{ day: 'SUNDAY', fromTime: '23:00', toTime: '01:00' }] },
      'operationTime[0].toTime',
      'The start time must not be after the end time; split windows that cross midnight.',
    ],
    [
      'an unknown serve option',
      { serveOptions: ['DRIVE_THRU'] },
      'serveOptions[0]',
      'Serve options are PICKUP, DINE_IN or DELIVERY.',
    ],
    [
      'taxes of two places',
      { taxConfigIds: [TAX.ontarioHst, TAX.bcPst] },
      'taxConfigIds',
      'Multiple taxes must share one location.',
    ],
  ])('refuses %s', async (_name, payload, field, message) => {
    const merchant = await signedIn(t);
    const response = await save(merchant.headers, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
    expect(response.json().violations).toContainEqual({ field, message });
  });
});

describe('POST /api/merchants/profile (form and multipart)', () => {
  it('takes a form, with lists as JSON text', async () => {
    const merchant = await signedIn(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/merchants/profile',
      headers: { ...merchant.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ name: 'Form Café', businessLines: '["Bakery"]' }).toString(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Form Café', businessLines: ['Bakery'] });
  });

  it('takes a data JSON part with logo and images files, then deleteLogo and deletedImages', async () => {
    const merchant = await signedIn(t);
    const body = multipart(
      [
        { field: 'logo', data: await image('png', 120, 120) },
        { field: 'images', data: await image('jpeg') },
        { field: 'images', data: await image('webp') },
      ],
      { data: JSON.stringify({ name: 'Multipart Café' }) },
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/merchants/profile',
      headers: { ...merchant.headers, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(200);
    const profile = response.json();
    expect(profile.name).toBe('Multipart Café');
    expect(profile.logoUrl).toMatch(new RegExp(`^${URL_PREFIX}${merchant.merchantId}-[0-9a-f]{32}\\.png$`));
    expect(profile.imagesUrl).toHaveLength(2);
    const [kept, removed] = profile.imagesUrl;
    const after = await save(merchant.headers, { deleteLogo: true, deletedImages: [removed] });
    expect(after.json()).toMatchObject({ logoUrl: null, imagesUrl: [kept], name: 'Multipart Café' });
  });

  it('refuses a data part that is not JSON, and files that are not images', async () => {
    const merchant = await signedIn(t);
    const bad = multipart([], { data: '{nope' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/merchants/profile',
      headers: { ...merchant.headers, ...bad.headers },
      payload: bad.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('BAD_REQUEST');
    const text = multipart([{ field: 'logo', data: Buffer.from('hello') }], { data: '{}' });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/merchants/profile',
      headers: { ...merchant.headers, ...text.headers },
      payload: text.payload,
    });
    expect(refused.statusCode).toBe(415);
  });

  it("answers 404 when deletedImages names an image that is not the merchant's", async () => {
    const merchant = await signedIn(t);
    const other = await signedIn(t);
    await save(other.headers, { changedImages: ['https://img.example/theirs.jpg'] });
    const response = await save(merchant.headers, { deletedImages: ['https://img.example/theirs.jpg'] });
    expect(response.statusCode).toBe(404);
    expect((await getProfile(other.headers)).imagesUrl).toEqual(['https://img.example/theirs.jpg']);
  });
});

describe('logo and images routes', () => {
  const upload = (headers: Headers, url: string, count = 1) =>
    Promise.all(Array.from({ length: count }, () => image('jpeg'))).then((images) => {
      const body = multipart(images.map((data) => ({ field: 'file', data })));
      return t.app.inject({
        method: 'POST',
        url,
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
    });

  it('POST /logo answers the bare URL and sets logoUrl', async () => {
    const merchant = await signedIn(t);
    const response = await upload(merchant.headers, '/api/merchants/profile/logo');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const url = JSON.parse(response.body);
    expect(url).toMatch(new RegExp(`^${URL_PREFIX}`));
    expect((await getProfile(merchant.headers)).logoUrl).toBe(url);
  });

  it('POST /images adds files and answers the whole list; DELETE removes by URL (JSON or form)', async () => {
    const merchant = await signedIn(t);
    const first = (await upload(merchant.headers, '/api/merchants/profile/images', 2)).json();
    expect(first).toHaveLength(2);
    const all = (await upload(merchant.headers, '/api/merchants/profile/images')).json();
    expect(all).toHaveLength(3);
    expect(all.slice(0, 2)).toEqual(first);
    const remove = (payload: unknown, headers: Headers = {}) =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/merchants/profile/images',
        headers: { ...merchant.headers, ...headers },
        payload: payload as string,
      });
    expect((await remove({ urls: [all[0]] })).json()).toEqual(all.slice(1));
    const form = await remove(`urls=${encodeURIComponent(all[1])}`, {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.json()).toEqual([all[2]]);
    expect((await getProfile(merchant.headers)).imagesUrl).toEqual([all[2]]);
    expect((await remove({ urls: ['https://img.example/unknown.jpg'] })).statusCode).toBe(404);
    const empty = await remove({ urls: [] });
    expect(empty.json().violations).toEqual([{ field: 'urls', message: 'Give the image URLs to delete.' }]);
  });

  it("answers 404 for another merchant's image URL", async () => {
    const merchant = await signedIn(t);
    const other = await signedIn(t);
    const [theirs] = (await upload(other.headers, '/api/merchants/profile/images')).json();
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/merchants/profile/images',
      headers: merchant.headers,
      payload: { urls: [theirs] },
    });
    expect(response.statusCode).toBe(404);
    expect((await getProfile(other.headers)).imagesUrl).toEqual([theirs]);
  });

  it('needs a file', async () => {
    const merchant = await signedIn(t);
    for (const url of ['/api/merchants/profile/logo', '/api/merchants/profile/images']) {
      const response = await upload(merchant.headers, url, 0);
      expect(response.statusCode).toBe(400);
      expect(response.json().violations).toEqual([{ field: 'file', message: 'An image file is required.' }]);
    }
  });
});

describe('initial store', () => {
  it('is created once a save leaves an address with a location, hours and serve options, and no store', async () => {
    const merchant = await signedIn(t);
    await save(merchant.headers, { name: 'Corner Café', description: 'Coffee', phone: '+14165550199' });
    expect(await listStores(merchant.headers)).toEqual([]);
    const profile = (await save(merchant.headers, VENUE)).json();
    const stores = await listStores(merchant.headers);
    expect(stores).toHaveLength(1);
    expect(stores[0]).toMatchObject({
      name: 'Corner Café',
      description: 'Coffee',
      phone: '+14165550199',
      status: 'ACTIVE',
      taxConfigIds: [TAX.ontarioHst],
      timeZone: { zoneName: 'America/Toronto' },
      serveOptions: ['PICKUP', 'DELIVERY'],
      operationTime: VENUE.operationTime,
      address: {
        location: { type: 'Point', coordinates: [TORONTO.lng, TORONTO.lat], x: TORONTO.lng, y: TORONTO.lat },
      },
    });
    expect(profile.stores).toEqual([stores[0].id]);
    await save(merchant.headers, { ...VENUE, name: 'Renamed Café' });
    expect(await listStores(merchant.headers)).toHaveLength(1);
  });

  it("uses the profile's chosen taxes over the address default", async () => {
    const merchant = await signedIn(t);
    await save(merchant.headers, { name: 'Tax Café', taxConfigIds: [TAX.canadaGst], ...VENUE });
    expect((await listStores(merchant.headers))[0].taxConfigIds).toEqual([TAX.canadaGst]);
  });

  it('is not created without a location, hours, serve options or a name', async () => {
    for (const patch of [
      { address: torontoAddress(null) },
      { operationTime: null },
      { serveOptions: [] },
      { name: null },
    ]) {
      const merchant = await signedIn(t);
      await save(merchant.headers, { name: 'Almost Café', ...VENUE, ...patch });
      expect(await listStores(merchant.headers)).toEqual([]);
    }
  });

  it('is not created when the merchant already has a store', async () => {
    const merchant = await signedIn(t);
    await save(merchant.headers, { name: 'First Café', ...VENUE });
    await save(merchant.headers, { name: 'First Café', ...VENUE });
    const stores = await listStores(merchant.headers);
    expect(stores).toHaveLength(1);
  });
});

describe('access', () => {
  it('GET /api/merchants/profile/{merchantId} is for admins; unknown ids are 404', async () => {
    const merchant = await signedIn(t);
    await save(merchant.headers, { name: 'Admin View' });
    const admin = await signedIn(t, 'ADMIN');
    const url = `/api/merchants/profile/${merchant.merchantId}`;
    const response = await t.app.inject({ url, headers: admin.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ merchantId: merchant.merchantId, name: 'Admin View' });
    expect(
      (await t.app.inject({ url: '/api/merchants/profile/12345678901234567890', headers: admin.headers }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url, headers: merchant.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
  });

  it('the merchant routes answer 401 without a token and 403 to a customer', async () => {
    const customer = await signedIn(t, 'USER');
    const routes: ['GET' | 'POST' | 'DELETE', string][] = [
      ['GET', '/api/merchants/profile'],
      ['POST', '/api/merchants/profile'],
      ['POST', '/api/merchants/profile/logo'],
      ['POST', '/api/merchants/profile/images'],
      ['DELETE', '/api/merchants/profile/images'],
    ];
    for (const [method, url] of routes) {
      const payload = method === 'GET' ? undefined : { urls: ['x'] };
      expect((await t.app.inject({ method, url, payload })).statusCode, `${method} ${url}`).toBe(401);
      expect((await t.app.inject({ method, url, payload, headers: customer.headers })).statusCode).toBe(403);
    }
  });
});
