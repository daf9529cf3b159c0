import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { transformSync } from 'esbuild';
import { defineConfig, type Plugin } from 'vite';

// Temporary: per-package rendered size of each chunk (not committed).
const analyze = (): Plugin => ({
  name: 'analyze',
  generateBundle(_options, bundle) {
    const out: string[] = [];
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk') continue;
      if (!chunk.isEntry && !/auth-layout|login-page|navigation-progress/.test(chunk.fileName)) continue;
      const groups = new Map<string, { raw: number; code: string }>();
      for (const [id, info] of Object.entries(chunk.modules)) {
        const m = id.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
        const key = m
          ? m[1] === '@mantine/core' || m[1] === 'react-router'
            ? id.split('node_modules/')[1]
            : m[1]
          : id.includes('/src/')
            ? `app:${id.split('/src/')[1].split('/').slice(0, 2).join('/')}`
            : id;
        const g = groups.get(key) ?? { raw: 0, code: '' };
        g.raw += info.renderedLength;
        g.code += `${info.code ?? ''};\n`;
        groups.set(key, g);
      }
      if (chunk.isEntry)
        for (const [id, info] of Object.entries(chunk.modules))
          if (id.includes('react-router'))
            require('node:fs').writeFileSync('/tmp/rr-rendered.js', info.code ?? '');
      out.push(
        `== ${chunk.fileName} raw ${chunk.code.length} gz ${gzipSync(chunk.code, { level: 9 }).length}`,
      );
      for (const [k, g] of [...groups].sort((a, b) => b[1].raw - a[1].raw)) {
        out.push(
          `${(g.raw / 1024).toFixed(1).padStart(7)} raw ${(gzipSync(transformSync(g.code, { minify: true, loader: 'js' }).code, { level: 9 }).length / 1024).toFixed(1).padStart(6)} min+gz(alone)  ${k}`,
        );
      }
    }
    console.log(out.join('\n'));
  },
});

export default defineConfig({
  plugins: [react(), analyze()],
  resolve: {
    alias: [
      {
        find: /^react-router$/,
        replacement: '/work/main/node_modules/react-router/dist/production/index.mjs',
      },
    ],
  },
  build: { outDir: '/tmp/analyze-dist', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 5000 },
});
