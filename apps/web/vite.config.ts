import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `npm run dev` starts the API on PORT (8080 by default); Vite proxies /api to it.
const apiTarget = process.env.VITE_API_PROXY ?? `http://localhost:${process.env.PORT ?? 8080}`;

// React Router 7 exports only its development build, whose warnings would ship
// (remix-run/react-router#12532); builds use the production build beside it, differing only there.
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  plugins: [react()],
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
