#!/usr/bin/env node
// Compiles the server (and the workspace packages it imports, which ship TypeScript) into one
// ES module, apps/server/dist/main.js, so that `npm start` runs JavaScript instead of tsx.
// Dependencies from node_modules stay outside the bundle: native modules and wasm load as usual.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const server = new URL('../apps/server/', import.meta.url).pathname;
const { dependencies } = JSON.parse(readFileSync(`${server}package.json`, 'utf8'));
const external = Object.keys(dependencies).filter((name) => !name.startsWith('@perkdesk/'));

await build({
  entryPoints: [`${server}src/main.ts`],
  outfile: `${server}dist/main.js`,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  external: [...external, 'zod'],
  sourcemap: 'linked',
  logLevel: 'warning',
  // Bundled CommonJS code may still call require().
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
});
