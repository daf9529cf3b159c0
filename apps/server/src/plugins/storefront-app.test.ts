import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../test/account-fixtures';
import { createStore } from '../test/setup-fixtures';
import { createTestApp, TEST_APP_ORIGIN, type TestApp } from '../test/test-app';

describe('the storefront on the API port, under /s/', () => {
  let t: TestApp;
  beforeAll(async () => {
    const web = await mkdtemp(join(tmpdir(), 'perkdesk-web-'));
    await writeFile(join(web, 'index.html'), '<!doctype html><title>back office</title>');
    const shop = await mkdtemp(join(tmpdir(), 'perkdesk-storefront-'));
    await mkdir(join(shop, 'assets'));
    // Long enough (over 1 KB) to be sent compressed.
    await writeFile(
      join(shop, 'index.html'),
      `<!doctype html><html><head><title>storefront</title><style>${'a{}'.repeat(400)}</style></head></html>`,
    );
    await mkdir(join(shop, '.vite'));
    await writeFile(
      join(shop, '.vite', 'manifest.json'),
      JSON.stringify({
        'src/features/cart/pages/CartPage.tsx': {
          file: 'assets/CartPage-abc.js',
          imports: ['index.html', '_money-abc.js'],
          css: ['assets/CartPage-abc.css'],
        },
        '_money-abc.js': { file: 'assets/money-abc.js' },
      }),
    );
    await writeFile(join(shop, 'sw.js'), 'self.addEventListener("fetch", () => {})');
    await writeFile(join(shop, 'manifest.webmanifest'), '{"name":"Perkdesk"}');
    await writeFile(join(shop, 'assets', 'index-abc123.js'), 'console.log("shop")');
    await writeFile(join(shop, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log("shop")'));
    t = await createTestApp({ env: { WEB_DIST_DIR: web, STOREFRONT_DIST_DIR: shop } });
  });
  afterAll(() => t.close());

  it('serves hashed assets for good, pre-compressed when accepted', async () => {
    const res = await t.app.inject({
      url: '/s/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe('console.log("shop")');
  });

  it('serves the service worker and the manifest revalidated', async () => {
    for (const url of ['/s/sw.js', '/s/manifest.webmanifest']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it("answers the storefront's client-side routes with its own index.html, never the back-office's", async () => {
    for (const url of ['/s/', '/s/12345678901234567890', '/s/demo-cafe?lang=es', '/s/account/sign-in']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>storefront</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const backOffice = await t.app.inject({ url: '/app/orders' });
    expect(backOffice.body).toContain('<title>back office</title>');
  });

  it("preloads the store page's first API call from the HTML, compressed when accepted", async () => {
    const byId = await t.app.inject({
      url: '/s/12345678901234567890/cart',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(byId.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(byId.rawPayload).toString();
    expect(html).toContain('<title>storefront</title>');
    expect(html).toContain(
      '<link rel="preload" href="/api/merchant-stores/12345678901234567890/detail" as="fetch" crossorigin="anonymous">',
    );
    // The cart's page chunk, its shared chunk and its stylesheet load alongside the entry.
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/s/assets/CartPage-abc.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/s/assets/money-abc.js">');
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/s/assets/CartPage-abc.css">');
    const bySlug = await t.app.inject({ url: '/s/demo-cafe?lang=es' });
    expect(bySlug.body).not.toContain('modulepreload');
    expect(bySlug.body).toContain('href="/api/store-links/demo-cafe"');
    for (const url of ['/s/', '/s/account/sign-in', '/s/orders/12345678901234567890', '/s/<x>']) {
      expect((await t.app.inject({ url })).body).not.toContain('rel="preload"');
    }
  });

  it('redirects /s to /s/ and keeps a missing asset a 404', async () => {
    const bare = await t.app.inject({ url: '/s' });
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/s/');
    const gone = await t.app.inject({ url: '/s/assets/index-old.js' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('NOT_FOUND');
  });
});

describe("the store page's first view, rendered into the HTML by the build's renderer", () => {
  let t: TestApp;
  let storeId: string;
  const check = 'void "first view"';
  const hostile = '<img src=x onerror=alert(1)>';
  beforeAll(async () => {
    const web = await mkdtemp(join(tmpdir(), 'perkdesk-web-'));
    await writeFile(join(web, 'index.html'), '<!doctype html><title>back office</title>');
    const shop = await mkdtemp(join(tmpdir(), 'perkdesk-storefront-'));
    await writeFile(
      join(shop, 'index.html'),
      '<!doctype html><html lang="en"><head><title>Perkdesk</title></head><body><div id="root"></div></body></html>',
    );
    // A stand-in for apps/storefront/src/shell/first-view.tsx (tested there): it echoes what it is given.
    await mkdir(join(shop, '.vite'));
    await writeFile(
      join(shop, '.vite', 'first-view.mjs'),
      `export const FIRST_VIEW_CHECK = ${JSON.stringify(check)};
export function renderFirstView({ path, search, acceptLanguage, detail }) {
  if (path.endsWith('/checkout')) return null;
  const text = [detail.store.name, path, search, acceptLanguage].join('|').replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return { lang: 'es', dir: 'rtl', title: detail.store.name + ' · Perkdesk', root: '<div id="root">' + text + '</div><script>' + FIRST_VIEW_CHECK + '</script>' };
}
`,
    );
    t = await createTestApp({ env: { WEB_DIST_DIR: web, STOREFRONT_DIST_DIR: shop } });
    const merchant = await signedIn(t);
    // A store is public once its merchant can take payments (contract §4).
    await t.app.inject({
      url: `/api/accounts/onboarding-link?returnUrl=${encodeURIComponent(TEST_APP_ORIGIN)}`,
      headers: merchant.headers,
    });
    storeId = (await createStore(t, merchant.headers, { name: hostile })).id;
  });
  afterAll(() => t.close());

  it('fills #root from the public store detail, with the language, direction and title escaped', async () => {
    const res = await t.app.inject({
      url: `/s/${storeId}?lang=es`,
      headers: { 'accept-language': 'es-MX' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="es" dir="rtl">');
    expect(res.body).toContain('<title>&lt;img src=x onerror=alert(1)&gt; · Perkdesk</title>');
    expect(res.body).toContain(
      `<div id="root">&lt;img src=x onerror=alert(1)>|/s/${storeId}|?lang=es|es-MX</div>`,
    );
    expect(res.body).not.toContain(hostile);
    // Helmet's policy lets exactly that inline check run.
    const hash = createHash('sha256').update(check).digest('base64');
    expect(res.headers['content-security-policy']).toMatch(
      new RegExp(`script-src 'self' 'sha256-${hash.replace(/[+/]/g, '\\$&')}'`),
    );
    expect((await t.app.inject({ url: `/s/${storeId}/cart` })).body).toContain(`|/s/${storeId}/cart||`);
  });

  it("answers 304 to its own ETag, and the whole page to another variant's", async () => {
    const first = await t.app.inject({ url: `/s/${storeId}` });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"/);
    const again = await t.app.inject({ url: `/s/${storeId}`, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await t.app.inject({ url: `/s/${storeId}?lang=en`, headers: { 'if-none-match': etag } });
    expect(other.statusCode).toBe(200);
  });

  it('leaves #root empty when there is no visible store or the page has no first view', async () => {
    for (const url of ['/s/12345678901234567890', `/s/${storeId}/checkout`, '/s/no-such-link', '/s/wallet']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.headers['content-security-policy'], url).not.toContain('sha256-');
    }
  });
});

describe('without a storefront build', () => {
  it('answers /s/ routes 404 instead of the back-office page', async () => {
    const web = await mkdtemp(join(tmpdir(), 'perkdesk-web-'));
    await writeFile(join(web, 'index.html'), '<!doctype html><title>back office</title>');
    const t = await createTestApp({ env: { WEB_DIST_DIR: web, STOREFRONT_DIST_DIR: join(web, 'missing') } });
    try {
      const res = await t.app.inject({ url: '/s/12345678901234567890' });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('back office');
    } finally {
      await t.close();
    }
  });
});
