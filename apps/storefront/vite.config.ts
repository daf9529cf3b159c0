/// <reference types="vitest/config" />
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin } from 'vite';

/** Writes sw.js from sw.template.js with the build's hashed files to precache and a version. */
function serviceWorker(): Plugin {
  return {
    name: 'storefront-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = Object.keys(bundle)
        .filter((name) => name.startsWith('assets/'))
        .sort()
        .map((name) => `/s/${name}`);
      const precache = [...files, '/s/manifest.webmanifest', '/s/icons/icon-192.png'];
      const version = createHash('sha256').update(files.join()).digest('hex').slice(0, 12);
      const template = readFileSync(new URL('./sw.template.js', import.meta.url), 'utf8');
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: template.replace('__VERSION__', version).replace('__PRECACHE__', JSON.stringify(precache)),
      });
    },
  };
}

/**
 * Inlines the entry's stylesheet into index.html: on a phone the first paint then waits for the
 * bundle alone, not for a second render-blocking request. The file stays for the service worker.
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'storefront-inline-entry-css',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/s\/(assets\/[^"]+\.css)"[^>]*>/g,
          (tag, file) => {
            const asset = context.bundle?.[file];
            if (!asset || asset.type !== 'asset') return tag;
            return `<style>${String(asset.source)}</style>`;
          },
        );
      },
    },
  };
}

/**
 * Builds src/shell/first-view.tsx, with React's server renderer bundled in, into the dist's
 * .vite/first-view.mjs: the API server renders the store page's first view with it.
 */
function firstViewRenderer(): Plugin {
  let outDir = 'dist';
  let root = '.';
  return {
    name: 'storefront-first-view',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      root = config.root;
    },
    async closeBundle() {
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        plugins: [react()],
        define: { 'process.env.NODE_ENV': JSON.stringify('production'), 'import.meta.env.PROD': 'true' },
        ssr: { noExternal: true, target: 'node' },
        build: {
          ssr: 'src/shell/first-view.tsx',
          outDir: resolve(outDir, '.vite'),
          emptyOutDir: false,
          copyPublicDir: false,
          minify: true,
          rollupOptions: {
            output: { entryFileNames: 'first-view.mjs', format: 'es', inlineDynamicImports: true },
          },
        },
      });
    },
  };
}

// The customer storefront: its own app and bundle, served by the API server under /s/.
const apiTarget = process.env.VITE_API_PROXY ?? `http://localhost:${process.env.PORT ?? 8080}`;

export default defineConfig({
  base: '/s/',
  plugins: [react(), serviceWorker(), inlineEntryCss(), firstViewRenderer()],
  server: { port: 5174, proxy: { '/api': { target: apiTarget, ws: true } } },
  // The manifest lets the server preload a sub-route's page chunk (apps/server/src/plugins/storefront-app.ts).
  build: { sourcemap: false, manifest: true, modulePreload: { polyfill: false } },
  test: {
    name: 'storefront',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
    testTimeout: 15_000,
    passWithNoTests: true,
  },
});
