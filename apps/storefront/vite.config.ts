import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The customer storefront: its own app and bundle, served by the API server under /s/.
const apiTarget = process.env.VITE_API_PROXY ?? `http://localhost:${process.env.PORT ?? 8080}`;

export default defineConfig({
  base: '/s/',
  plugins: [react()],
  server: { port: 5174, proxy: { '/api': { target: apiTarget, ws: true } } },
  build: { sourcemap: false, modulePreload: { polyfill: false } },
  test: {
    name: 'storefront',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    testTimeout: 15_000,
    passWithNoTests: true,
  },
});
