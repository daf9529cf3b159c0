#!/usr/bin/env node
// Readiness after start, on an existing data directory, side by side in one run (issue 21: ≤ 1.5 s):
// a Fastify hello-world (the floor), `npm start` as typed (npm itself, then tools/start.mjs),
// tools/start.mjs alone (freshness checks, then the compiled server), the compiled server alone,
// and the sources through tsx. Each is spawned, timed to its ready line and stopped, the kinds
// alternating so that machine noise hits all of them. The Node running this script runs them all
// (but `npm start`, which uses the repository's own Node like every npm script).
// Usage: npm exec -- node bench/startup.mjs [runs]
import { execSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cpuMs, processesWhere } from './proc-cpu.mjs';

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
const node = process.execPath;
const kinds = {
  'Fastify hello-world': [node, [hello]],
  'npm start': ['npm', ['start', '--silent']],
  'node tools/start.mjs': [node, ['tools/start.mjs']],
  'compiled server (dist/main.js)': [node, ['apps/server/dist/main.js']],
  'sources through tsx': [node, ['--import', 'tsx', 'apps/server/src/main.ts']],
};
const load = () =>
  execSync('uptime')
    .toString()
    .trim()
    .replace(/.*(load average)/, '$1');
console.log(`Node ${process.version}, ${load()}`);

// CPU time (user + system) spent so far by the live processes of a group: less swayed by other
// work on the machine than the wall time, which it completes (Linux /proc; 0 elsewhere).
const groupCpuMs = (group) =>
  processesWhere((f) => Number(f[2]) === group).reduce((sum, pid) => sum + cpuMs(pid), 0);

function startOnce([command, args], limitMs = 90_000) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    // Its own process group, stopped whole: npm's child must not outlive it.
    const child = spawn(command, args, {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
      detached: true,
    });
    const stop = (signal) => process.kill(-child.pid, signal);
    const timer = setTimeout(() => {
      stop('SIGKILL');
      reject(new Error(`${args.join(' ')}: not ready in ${limitMs / 1000} s`));
    }, limitMs);
    child.stdout.on('data', (chunk) => {
      if (!chunk.toString().includes('Perkdesk ready at')) return;
      const ms = performance.now() - started;
      const cpuMs = groupCpuMs(child.pid);
      clearTimeout(timer);
      child.on('exit', () => resolve({ ms, cpuMs }));
      stop('SIGTERM');
    });
  });
}

// A first `npm start` builds whatever is stale, migrates and seeds the data directory.
const { ms: first } = await startOnce(kinds['node tools/start.mjs'], 900_000);
const times = Object.fromEntries(Object.keys(kinds).map((kind) => [kind, []]));
for (let i = 0; i < runs; i++) {
  for (const [kind, command] of Object.entries(kinds)) times[kind].push(await startOnce(command));
}
rmSync(dataDir, { recursive: true, force: true });

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const fmt = (ms) => `${(ms / 1000).toFixed(2)} s`;
const wall = (kind) => times[kind].map((run) => run.ms);
const floor = median(wall('Fastify hello-world'));
console.log(`first start (stale builds, migrations, demo seed): ${fmt(first)}`);
for (const kind of Object.keys(kinds)) {
  const list = wall(kind);
  const cpu = median(times[kind].map((run) => run.cpuMs));
  console.log(
    `${kind.padEnd(32)} median ${fmt(median(list))}, max ${fmt(Math.max(...list))}, ×${(median(list) / floor).toFixed(1)} hello-world, CPU ${fmt(cpu)}`,
  );
}
console.log(`after: ${load()}`);
const npmStart = median(wall('npm start'));
console.log(npmStart <= 1500 ? 'PASS: npm start ready in ≤ 1.5 s' : 'MISS: npm start not ready in 1.5 s');
