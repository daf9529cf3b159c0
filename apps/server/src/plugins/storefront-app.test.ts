import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

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
