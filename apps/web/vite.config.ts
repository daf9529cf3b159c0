import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `npm run dev` starts the API on PORT (8080 by default); Vite proxies /api to it.
const apiTarget = process.env.VITE_API_PROXY ?? `http://localhost:${process.env.PORT ?? 8080}`;

// React Router 7's package exports name only its development build, whose dev warnings ship
// to production (remix-run/react-router#12532, "intended to be temporary"). The production build
// beside it differs only in that flag; builds use it.
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
  },
}));
