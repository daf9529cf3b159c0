import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/account-fixtures';
import { TORONTO, VANCOUVER } from '../../test/setup-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { tileImageSource } from './geo.routes';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  headers = (await signedIn(t)).headers;
});
afterAll(() => t.close());

describe('GET /api/timezone', () => {
  it.each([
    ['Toronto', TORONTO, 'America/Toronto', /^E[SD]T$/, [-18_000, -14_400]],
    ['Vancouver', VANCOUVER, 'America/Vancouver', /^P[SD]T$/, [-28_800, -25_200]],
  ])('answers %s from the offline boundary data', async (_name, point, zoneName, abbreviation, offsets) => {
    const response = await t.app.inject({ url: `/api/timezone?lat=${point.lat}&lng=${point.lng}`, headers });
    expect(response.statusCode).toBe(200);
    const zone = response.json();
    expect(zone).toMatchObject({ zoneName, abbreviation: expect.stringMatching(abbreviation) });
    expect(offsets).toContain(zone.gmtOffset);
    expect(zone.dst).toBe(zone.gmtOffset === offsets[1]);
  });

  it('uses the clock: Toronto in January is EST', async () => {
    const winter = await createTestApp();
    try {
      winter.clock.advance(new Date('2027-01-15T12:00:00Z').getTime() - winter.clock.now().getTime());
      const auth = (await signedIn(winter)).headers;
      const response = await winter.app.inject({
        url: `/api/timezone?lat=${TORONTO.lat}&lng=${TORONTO.lng}`,
        headers: auth,
      });
      expect(response.json()).toEqual({
        zoneName: 'America/Toronto',
        abbreviation: 'EST',
        gmtOffset: -18_000,
        dst: false,
      });
    } finally {
      await winter.close();
    }
  });

  it.each([
    ['lat=91&lng=0', 'lat', 'lat must be a number from -90 to 90.'],
    ['lat=0&lng=-181', 'lng', 'lng must be a number from -180 to 180.'],
    ['lat=abc&lng=0', 'lat', 'lat must be a number from -90 to 90.'],
    ['lng=0', 'lat', 'lat must be a number from -90 to 90.'],
  ])('refuses %s', async (query, field, message) => {
    const response = await t.app.inject({ url: `/api/timezone?${query}`, headers });
    expect(response.statusCode).toBe(400);
    expect(response.json().violations).toContainEqual({ field, message });
  });

  it('is for any signed-in user', async () => {
    const customer = await signedIn(t, 'USER');
    expect(
      (await t.app.inject({ url: '/api/timezone?lat=0&lng=0', headers: customer.headers })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ url: '/api/timezone?lat=0&lng=0' })).statusCode).toBe(401);
  });
});

describe('GET /api/geocode without a geocoder', () => {
  it('says it is not configured', async () => {
    const response = await t.app.inject({ url: '/api/geocode?q=Toronto', headers });
    expect(response.json()).toEqual({ configured: false, results: [] });
  });

  it('needs a query, a merchant and a token', async () => {
    const empty = await t.app.inject({ url: '/api/geocode?q=%20', headers });
    expect(empty.json().violations).toEqual([
      { field: 'q', message: 'The search text must be 1 to 200 characters.' },
    ]);
    const customer = await signedIn(t, 'USER');
    expect((await t.app.inject({ url: '/api/geocode?q=x', headers: customer.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/geocode?q=x' })).statusCode).toBe(401);
  });
});

describe('GET /api/geocode with a Nominatim-compatible geocoder', () => {
  let server: Server;
  let seen: { url: string; userAgent: string | undefined }[] = [];
  let status = 200;
  let geo: TestApp;
  beforeAll(async () => {
    server = createServer((request, response) => {
      seen.push({ url: request.url ?? '', userAgent: request.headers['user-agent'] });
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify([
          { display_name: 'Toronto City Hall, 100 Queen St W, Toronto', lat: '43.6534', lon: '-79.3839' },
          { display_name: 'broken', lat: 'x', lon: '1' },
        ]),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    geo = await createTestApp({ env: { GEOCODER_URL: `http://127.0.0.1:${port}/nominatim` } });
  });
  afterAll(async () => {
    await geo.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('searches and maps the results', async () => {
    seen = [];
    const auth = (await signedIn(geo)).headers;
    const response = await geo.app.inject({ url: '/api/geocode?q=100%20Queen%20St%20W', headers: auth });
    expect(response.json()).toEqual({
      configured: true,
      results: [{ label: 'Toronto City Hall, 100 Queen St W, Toronto', lat: 43.6534, lng: -79.3839 }],
    });
    const url = new URL(seen[0]!.url, 'http://x');
    expect(url.pathname).toBe('/nominatim/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: '100 Queen St W',
      format: 'jsonv2',
      limit: '5',
    });
    expect(seen[0]!.userAgent).toMatch(/^Perkdesk/);
    expect((await geo.app.inject({ url: '/api/client-config' })).json().geocoderConfigured).toBe(true);
  });

  it('answers 502 PROVIDER_ERROR when the geocoder fails', async () => {
    status = 500;
    try {
      const auth = (await signedIn(geo)).headers;
      const response = await geo.app.inject({ url: '/api/geocode?q=Toronto', headers: auth });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({
        status: 502,
        code: 'PROVIDER_ERROR',
        message: 'The address search service did not answer. Try again later.',
      });
    } finally {
      status = 200;
    }
  });
});

describe('GET /api/client-config', () => {
  it('is public and says nothing is configured by default', async () => {
    const response = await t.app.inject({ url: '/api/client-config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ mapTileUrl: null, mapAttribution: null, geocoderConfigured: false });
  });

  it('passes the map settings on and lets the tiles through the CSP', async () => {
    const mapped = await createTestApp({
      env: {
        MAP_TILE_URL: 'https://{s}.tile.example.org/{z}/{x}/{y}.png',
        MAP_ATTRIBUTION: '© Example contributors',
      },
    });
    try {
      const response = await mapped.app.inject({ url: '/api/client-config' });
      expect(response.json()).toEqual({
        mapTileUrl: 'https://{s}.tile.example.org/{z}/{x}/{y}.png',
        mapAttribution: '© Example contributors',
        geocoderConfigured: false,
      });
      expect(response.headers['content-security-policy']).toMatch(
        /img-src [^;]*https:\/\/\*\.tile\.example\.org/,
      );
    } finally {
      await mapped.close();
    }
  });
});

describe('tileImageSource', () => {
  it.each([
    ['https://tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://tile.openstreetmap.org'],
    ['https://{s}.tile.example.org/{z}/{x}/{y}.png', 'https://*.tile.example.org'],
    ['http://localhost:8081/tiles/{z}/{x}/{y}.png', 'http://localhost:8081'],
    ['https://tiles{s}.example.org/{z}/{x}/{y}.png', 'https:'],
  ])('%s → %s', (template, source) => expect(tileImageSource(template)).toBe(source));
});
