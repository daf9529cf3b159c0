#!/usr/bin/env node
// `npm start`: builds what is older than its sources (the back-office and the storefront, then
// the server bundle), then runs the compiled server, which serves both apps and the API on one port.
import { spawn, spawnSync } from 'node:child_process';
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

function newest(path) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  if (path.endsWith('/dist') || path.endsWith('/node_modules')) return 0;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
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

// Data lives under ./data of the repository (DATA_DIR), wherever the command is typed from.
const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
