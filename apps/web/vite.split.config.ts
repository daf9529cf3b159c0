import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: '/tmp/split-dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 5000,
    rollupOptions: {
      output: {
        manualChunks(id) {
          const m = id.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
          if (m) return `pkg-${m[1].replace('/', '__')}`;
          if (id.includes('/src/i18n/locales/en/')) return 'app-locales-en';
        },
      },
    },
  },
});
