#!/usr/bin/env node
// Readiness after start, on an existing data directory, side by side in one run (issue 21: ≤ 1.5 s):
// a Fastify hello-world (the floor), `npm start` (node tools/start.mjs: freshness checks, then the
// compiled server), the compiled server alone, and the sources through tsx. Each is spawned, timed
// to its ready line and stopped, the kinds alternating so that machine noise hits all of them.
// Usage: node bench/startup.mjs [runs]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const runs = Number(process.argv[2] ?? 7);
const root = new URL('..', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'perkdesk-bench-start-'));
const hello = join(dataDir, 'hello.mjs');
writeFileSync(
  hello,
  `import Fastify from '${join(root, 'node_modules/fastify/fastify.js')}';
const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: 0, host: '127.0.0.1' });
console.log('Perkdesk ready at (hello world)');`,
);

const env = { ...process.env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn', DEMO_HISTORY_DAYS: '0' };
const kinds = {
  'Fastify hello-world': ['node', [hello]],
  'npm start (tools/start.mjs)': ['node', ['tools/start.mjs']],
  'compiled server (dist/main.js)': ['node', ['apps/server/dist/main.js']],
  'sources through tsx': ['node', ['--import', 'tsx', 'apps/server/src/main.ts']],
};

function startOnce([command, args], limitMs = 90_000) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${args.join(' ')}: not ready in ${limitMs / 1000} s`));
    }, limitMs);
    child.stdout.on('data', (chunk) => {
      if (!chunk.toString().includes('Perkdesk ready at')) return;
      const ms = performance.now() - started;
      clearTimeout(timer);
      child.on('exit', () => resolve(ms));
      child.kill('SIGTERM');
    });
  });
}

// A first `npm start` builds whatever is stale, migrates and seeds the data directory.
const first = await startOnce(kinds['npm start (tools/start.mjs)'], 900_000);
const times = Object.fromEntries(Object.keys(kinds).map((kind) => [kind, []]));
for (let i = 0; i < runs; i++) {
  for (const [kind, command] of Object.entries(kinds)) times[kind].push(await startOnce(command));
}
rmSync(dataDir, { recursive: true, force: true });

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const fmt = (ms) => `${(ms / 1000).toFixed(2)} s`;
const floor = median(times['Fastify hello-world']);
console.log(`first npm start (stale builds, migrations, demo seed): ${fmt(first)}`);
for (const [kind, list] of Object.entries(times)) {
  console.log(
    `${kind.padEnd(32)} median ${fmt(median(list))}, max ${fmt(Math.max(...list))}, ×${(median(list) / floor).toFixed(1)} hello-world`,
  );
}
const npmStart = median(times['npm start (tools/start.mjs)']);
console.log(npmStart <= 1500 ? 'PASS: npm start ready in ≤ 1.5 s' : 'MISS: npm start not ready in 1.5 s');
