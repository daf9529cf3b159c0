#!/usr/bin/env node
// Compiles the server, the workspace packages it imports (which ship TypeScript) and its pure-JS
// dependencies into apps/server/dist/main.js and its chunks (ES modules), so that `npm start` runs
// JavaScript instead of tsx. Bundling the dependencies matters at start: Node resolves each ES module
// file of node_modules apart (a CPU profile showed drizzle-orm's 177 KB package.json parsed again and
// again).
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

const server = new URL('../apps/server/', import.meta.url).pathname;

// What cannot be bundled stays in node_modules, loaded as usual at start.
const external = [
  // Native binaries.
  'sharp',
  'argon2',
  // Loaded only when pg's native mode is asked for; not installed.
  'pg-native',
  // Read their WebAssembly, data or static files from beside their own modules.
  '@electric-sql/pglite',
  'geo-tz',
  '@fastify/swagger-ui',
  '@fastify/swagger',
];

// main.js is small: it turns Node's compile cache on, then imports the rest (a dynamic import, split
// into chunks beside it), so that the cache covers the bulk of the code.
rmSync(`${server}dist`, { recursive: true, force: true });
await build({
  entryPoints: [`${server}src/main.ts`],
  outdir: `${server}dist`,
  // Beside main.js, not in a folder: src/server-root.ts counts on being one level below the package.
  chunkNames: '[name]-[hash]',
  splitting: true,
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  external,
  sourcemap: 'linked',
  // The sources of the map stay on disk: a smaller map is quicker to read when Node loads it.
  sourcesContent: false,
  logLevel: 'warning',
  // Bundled CommonJS code may still call require() for Node's own modules.
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
});
