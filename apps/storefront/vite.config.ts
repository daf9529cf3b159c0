/// <reference types="vitest/config" />
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

// The customer storefront: its own app and bundle, served by the API server under /s/.
const apiTarget = process.env.VITE_API_PROXY ?? `http://localhost:${process.env.PORT ?? 8080}`;

export default defineConfig({
  base: '/s/',
  plugins: [react(), serviceWorker(), inlineEntryCss()],
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
