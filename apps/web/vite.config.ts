import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { type LandingRoute, preloadLanding } from './src/app/landing-preload';

// `npm run dev` starts the API on PORT (8080 by default); Vite proxies /api to it.
const apiTarget = process.env.VITE_API_PROXY ?? `http://localhost:${process.env.PORT ?? 8080}`;

// React Router 7 exports only its development build, whose warnings would ship
// (remix-run/react-router#12532); builds use the production build beside it, differing only there.
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

const webRoot = dirname(fileURLToPath(import.meta.url));

/**
 * Routes people land on cold, with the modules their screen needs (layout, page, lazy strings) and
 * the reads it starts with: the orders screen is reloaded at a busy counter.
 */
const landingRoutes: (Omit<LandingRoute, 'modules' | 'styles'> & { modules: string[] })[] = [
  {
    prefix: '/app/orders',
    modules: [
      'src/app/layouts/orders-layout.tsx',
      'src/features/orders/pages/order-detail-page.tsx',
      'src/i18n/locales/en/shell.json',
      'src/i18n/locales/en/orders.json',
    ],
    reads: [
      { path: '/api/merchant-stores' },
      { path: '/api/orders/active', query: { storeId: 'perkdesk.ordersStore' } },
    ],
  },
];

/**
 * Writes the landing script (src/app/landing-preload.ts with the table of chunks from this build)
 * and runs it from index.html before the entry: deferred, so it blocks no paint, and in document
 * order, so it runs before the entry asks for anything; high priority, since the entry waits for it
 * (a deferred script is otherwise fetched late, behind the entry and its stylesheet). The route's chunks then load beside the
 * entry, not after it and the router's redirect.
 */
function landingPreloadPlugin(): Plugin {
  return {
    name: 'perkdesk:landing-preload',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (file): file is Rollup.OutputChunk => file.type === 'chunk',
      );
      const table: LandingRoute[] = landingRoutes.map((route) => {
        const modules = new Set<string>();
        const styles = new Set<string>();
        const visit = (chunk: Rollup.OutputChunk) => {
          if (chunk.isEntry || modules.has(chunk.fileName)) return;
          modules.add(chunk.fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
          for (const name of chunk.imports) {
            const imported = bundle[name];
            if (imported?.type === 'chunk') visit(imported);
          }
        };
        for (const id of route.modules) {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId === resolve(webRoot, id));
          if (!chunk) this.error(`landing module ${id} is not a chunk of its own`);
          visit(chunk);
        }
        const href = (file: string) => `/${file}`;
        return { ...route, modules: [...modules].map(href), styles: [...styles].map(href) };
      });
      const source = `(${preloadLanding.toString()})(${JSON.stringify(table)});\n`;
      const fileName = `assets/landing-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName, source });
      const html = bundle['index.html'];
      if (html?.type !== 'asset' || typeof html.source !== 'string') return this.error('no index.html');
      html.source = html.source.replace(
        '<script type="module"',
        `<script defer fetchpriority="high" src="/${fileName}"></script>\n    <script type="module"`,
      );
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [react(), landingPreloadPlugin()],
  resolve:
    command === 'build' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, ws: true } },
  },
  build: {
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // The polyfill only serves index.html's modulepreload links, and the entry is one chunk with
    // none; lazy chunks are preloaded by Vite's helper, which falls back to rel=preload itself.
    modulePreload: { polyfill: false },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // A file's first test also loads the screen's module graph: seconds on two busy cores.
    testTimeout: 15_000,
    // The stand-in API (MSW) for every file: listen, reset after each test, close.
    setupFiles: ['src/testing/setup.ts'],
  },
}));
