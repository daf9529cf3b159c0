#!/usr/bin/env node
// Server readiness after `npm start`: time from spawning the command to the
// "Perkdesk ready at" line, on a fresh data directory (migrations + demo seed) and then
// on the existing one (the figure issue 2 names: under 3 s). Usage: node bench/startup.mjs [runs]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const runs = Number(process.argv[2] ?? 5);
const root = new URL('..', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'perkdesk-bench-start-'));

function startOnce() {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn('node', ['tools/start.mjs'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const timer = setTimeout(() => child.kill('SIGKILL') && reject(new Error('not ready in 60 s')), 60_000);
    child.stdout.on('data', (chunk) => {
      if (!chunk.toString().includes('Perkdesk ready at')) return;
      const ms = performance.now() - started;
      clearTimeout(timer);
      child.on('exit', () => resolve(ms));
      child.kill('SIGTERM');
    });
  });
}

const first = await startOnce();
const times = [];
for (let i = 0; i < runs; i++) times.push(await startOnce());
rmSync(dataDir, { recursive: true, force: true });
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)];
const fmt = (ms) => `${(ms / 1000).toFixed(2)} s`;
console.log(`fresh data directory (migrations + demo seed): ${fmt(first)}`);
console.log(`existing data directory, ${runs} runs: median ${fmt(median)}, max ${fmt(times.at(-1))}`);
console.log(`ratio existing/fresh: ${(median / first).toFixed(2)}`);
console.log(median < 3000 ? 'PASS: ready in under 3 s' : 'FAIL: not ready in under 3 s');
