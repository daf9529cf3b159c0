import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';
import { toErrorBody } from '../lib/error-body';

export const STOREFRONT_PREFIX = '/s/';

const STORE_ID = /^\d{20,}$/;
const SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/i;
const RESERVED = new Set(['', 'account', 'orders', 'wallet', 'assets', 'icons']);

/**
 * The store page's first API call, preloaded from the HTML so it travels while the bundle loads
 * (apps/storefront/src/lib/store-detail.ts asks for exactly these URLs, without a token).
 */
export function storePreload(path: string): string | null {
  const segments = path.slice(STOREFRONT_PREFIX.length).split('/');
  const first = segments[0] ?? '';
  if (segments.length > 2 || RESERVED.has(first)) return null;
  const href = STORE_ID.test(first)
    ? `/api/merchant-stores/${first}/detail`
    : segments.length === 1 && SLUG.test(first)
      ? `/api/store-links/${first}`
      : null;
  return href ? `<link rel="preload" href="${href}" as="fetch" crossorigin="anonymous">` : null;
}

/** The lazily loaded page each store sub-route opens with, as named in the build's Vite manifest. */
const ROUTE_PAGES: Record<string, string> = {
  cart: 'src/features/cart/pages/CartPage.tsx',
  checkout: 'src/features/checkout/pages/CheckoutPage.tsx',
};
type Manifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;

/** Modulepreload and style preload links for the sub-route's page chunk, so it loads with the entry. */
export function pageChunkHints(path: string, manifest: Manifest | null): string {
  const segments = path.slice(STOREFRONT_PREFIX.length).split('/');
  const source =
    segments.length === 2 && STORE_ID.test(segments[0] ?? '') ? ROUTE_PAGES[segments[1] ?? ''] : undefined;
  const page = source ? manifest?.[source] : undefined;
  if (!page) return '';
  const chunks = [
    page,
    ...(page.imports ?? []).filter((key) => key !== 'index.html').map((key) => manifest?.[key]),
  ];
  const links: string[] = [];
  for (const chunk of chunks) {
    if (!chunk) continue;
    links.push(`<link rel="modulepreload" crossorigin href="${STOREFRONT_PREFIX}${chunk.file}">`);
    for (const css of chunk.css ?? [])
      links.push(`<link rel="preload" as="style" crossorigin href="${STOREFRONT_PREFIX}${css}">`);
  }
  return links.join('');
}

async function readManifest(distDir: string): Promise<Manifest | null> {
  try {
    return JSON.parse(await readFile(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    // Built without a manifest: no chunk hints, the page still loads.
    return null;
  }
}

/** What the storefront's build exports in .vite/first-view.mjs (apps/storefront/src/shell/first-view.tsx). */
interface FirstViewModule {
  FIRST_VIEW_CHECK: string;
  renderFirstView(request: {
    path: string;
    search: string;
    acceptLanguage: string;
    detail: unknown;
  }): { lang: string; dir: string; title: string; root: string } | null;
}

const renderers = new Map<string, Promise<FirstViewModule | null>>();

/** The build's first-view renderer, loaded again when a rebuild replaces it; null when not built. */
async function firstViewRenderer(distDir: string): Promise<FirstViewModule | null> {
  const file = join(distDir, '.vite', 'first-view.mjs');
  const built = await stat(file).catch(() => null);
  if (!built) return null;
  const key = `${file}?v=${built.mtimeMs}`;
  let loading = renderers.get(key);
  if (!loading) {
    loading = import(`${pathToFileURL(file).href}?v=${built.mtimeMs}`).then(
      (module: FirstViewModule) => module,
      () => null,
    );
    renderers.clear();
    renderers.set(key, loading);
  }
  return loading;
}

/**
 * The public store detail for `/s/{storeId}[/cart]` or `/s/{slug}`, through its own route: the same
 * response cache and ETag as the preloaded fetch. Null when the store is not visible.
 */
async function storeDetailOf(app: FastifyInstance, path: string): Promise<{ detail: unknown } | null> {
  const segments = path.slice(STOREFRONT_PREFIX.length).split('/');
  const first = segments[0] ?? '';
  let storeId = first;
  if (!STORE_ID.test(first)) {
    if (segments.length !== 1 || !SLUG.test(first)) return null;
    const link = await app.inject({ url: `/api/store-links/${first}` });
    if (link.statusCode !== 200) return null;
    storeId = String((link.json() as { storeId?: unknown }).storeId ?? '');
    if (!STORE_ID.test(storeId)) return null;
  }
  const answer = await app.inject({ url: `/api/merchant-stores/${storeId}/detail` });
  if (answer.statusCode !== 200) return null;
  return { detail: answer.json() };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The first view rendered into index.html; the same page again without it when anything is missing. */
async function withFirstView(
  app: FastifyInstance,
  distDir: string,
  html: string,
  request: { path: string; search: string; acceptLanguage: string },
): Promise<{ html: string; scriptHash: string | null }> {
  const renderer = await firstViewRenderer(distDir);
  if (!renderer || !html.includes('<div id="root"></div>')) return { html, scriptHash: null };
  const store = await storeDetailOf(app, request.path);
  if (!store) return { html, scriptHash: null };
  const view = renderer.renderFirstView({ ...request, detail: store.detail });
  if (!view) return { html, scriptHash: null };
  const filled = html
    .replace(/<html lang="[^"]*">/, `<html lang="${escapeHtml(view.lang)}" dir="${escapeHtml(view.dir)}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(view.title)}</title>`)
    .replace('<div id="root"></div>', () => view.root);
  const scriptHash = createHash('sha256').update(renderer.FIRST_VIEW_CHECK).digest('base64');
  return { html: filled, scriptHash: `'sha256-${scriptHash}'` };
}

/** Lets the first view's inline check run under the Content-Security-Policy helmet set. */
function allowScript(current: unknown, hash: string): string | null {
  if (typeof current !== 'string') return null;
  const directives = current.split(';').map((directive) => directive.trim());
  const index = directives.findIndex((directive) => directive.startsWith('script-src '));
  if (index === -1) directives.push(`script-src 'self' ${hash}`);
  else directives[index] = `${directives[index]} ${hash}`;
  return directives.filter(Boolean).join(';');
}

function encode(html: string, accepted: string): { body: Buffer; encoding: string | null } {
  const raw = Buffer.from(html);
  if (raw.length < 1024) return { body: raw, encoding: null };
  if (/\bbr\b/.test(accepted))
    return {
      body: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
      encoding: 'br',
    };
  if (/\bgzip\b/.test(accepted)) return { body: gzipSync(raw, { level: 6 }), encoding: 'gzip' };
  return { body: raw, encoding: null };
}

/**
 * Serves the customer storefront (apps/storefront, its own Vite build) under /s/ on the API port.
 * Its client-side routes get the storefront's index.html, never the back-office's (docs/adr/0012).
 */
export async function registerStorefront(app: FastifyInstance, distDir: string) {
  const built = existsSync(join(distDir, 'index.html'));
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: STOREFRONT_PREFIX,
    // The back-office registers the plugin too; one reply.sendFile decorator is enough.
    decorateReply: false,
    wildcard: false,
    index: false,
    serve: built,
    preCompressed: true,
    // The twins are found beside each file when sent; a route apiece would only slow the start.
    globIgnore: ['**/*.br', '**/*.gz'],
    cacheControl: false,
    // Called with the reply after the plugin's own headers are set: ours win.
    setHeaders(reply, path) {
      const hashed = path.includes('/assets/');
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  const notFound = () => toErrorBody(new AppError('NOT_FOUND')).body;
  app.get('/s', (_request, reply) => reply.redirect(STOREFRONT_PREFIX, 301));
  app.get(`${STOREFRONT_PREFIX}*`, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // A missing hashed asset stays a 404: answering HTML for a script would break the page.
    if (!built || path.startsWith(`${STOREFRONT_PREFIX}assets/`)) return reply.status(404).send(notFound());
    const preload = storePreload(path);
    if (!preload) return reply.header('cache-control', 'no-cache').sendFile('index.html', distDir);
    // Read each time: a rebuild changes the hashed names they point to.
    const hints = preload + pageChunkHints(path, await readManifest(distDir));
    const index = (await readFile(join(distDir, 'index.html'), 'utf8')).replace('</head>', `${hints}</head>`);
    const acceptLanguage = String(request.headers['accept-language'] ?? '');
    const search = request.url.slice(path.length);
    const { html, scriptHash } = await withFirstView(app, distDir, index, { path, search, acceptLanguage });
    if (scriptHash) {
      const policy = allowScript(reply.getHeader('content-security-policy'), scriptHash);
      if (policy) reply.header('content-security-policy', policy);
    }
    // The page changes with the menu, the hours and the build: its own tag, revalidated each time.
    const etag = `"${createHash('sha1').update(html).digest('base64url')}"`;
    reply
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding, accept-language')
      .header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    const { body, encoding } = encode(html, String(request.headers['accept-encoding'] ?? ''));
    if (encoding) reply.header('content-encoding', encoding);
    return reply.type('text/html; charset=utf-8').send(body);
  });
}
