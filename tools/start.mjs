#!/usr/bin/env node
// `npm start`: builds what is older than its sources (the back-office and the storefront, then
// the server bundle), then runs the compiled server, which serves both apps and the API on one port.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const shared = ['packages/domain/src', 'packages/contracts/src'];
const steps = [
  {
    title: 'the web apps',
    built: ['apps/web/dist/index.html', 'apps/storefront/dist/index.html'],
    sources: ['apps/web/src', 'apps/web/index.html', 'apps/web/public', 'apps/storefront', ...shared],
    command: ['npm', 'run', '--silent', 'build'],
  },
  {
    title: 'the server',
    built: ['apps/server/dist/main.js'],
    sources: ['apps/server/src', 'apps/server/package.json', 'tools/build-server.mjs', ...shared],
    command: ['node', 'tools/build-server.mjs'],
  },
];

// Each source tree is walked once, though both steps watch the shared packages.
const walked = new Map();
function newest(path) {
  if (walked.has(path)) return walked.get(path);
  const stat = statSync(path, { throwIfNoEntry: false });
  let time = stat?.mtimeMs ?? 0;
  if (stat?.isDirectory()) {
    const skipped = path.endsWith('/dist') || path.endsWith('/node_modules');
    time = skipped ? 0 : Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
  }
  walked.set(path, time);
  return time;
}

for (const step of steps) {
  const builtAt = Math.min(
    ...step.built.map((file) => statSync(join(root, file), { throwIfNoEntry: false })?.mtimeMs ?? 0),
  );
  if (Math.max(...step.sources.map((source) => newest(join(root, source)))) <= builtAt) continue;
  console.log(`Building ${step.title}…`);
  const [command, ...args] = step.command;
  const build = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Run in this process rather than a child: a second Node start would only add to the wait. From the
// repository, so that a relative DATA_DIR means the same wherever the command is typed from. Without
// --enable-source-maps (reading the bundle's map costs the start ~0.3 s): stack traces name the
// bundle's lines, and NODE_OPTIONS=--enable-source-maps maps them back to the sources.
process.chdir(root);
await import('../apps/server/dist/main.js');
