#!/usr/bin/env node
// Upload memory (issue 3): boots the real server as a child process on a fresh data directory,
// signs in as the demo merchant, and uploads a ~5 MB noise JPEG to POST /api/upload/multi ten
// times in parallel, then ten times one after another as the baseline. The server's resident
// memory is read from /proc/<pid>/status: VmHWM (peak) after resetting it through
// /proc/<pid>/clear_refs, and VmRSS sampled every 5 ms as a cross-check. Each phase runs on its own
// freshly started server. Target: the parallel
// batch grows the server by less than 100 MB. Linux only.
// Usage: node bench/upload-memory.mjs [parallel=10]
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const parallel = Number(process.argv[2] ?? 10);
const root = new URL('..', import.meta.url).pathname;
// sharp is the server's dependency; resolve it from there.
const sharp = createRequire(join(root, 'apps/server/package.json'))('sharp');
const MB = 1024 * 1024;
const LIMIT = 5 * MB;

/** A JPEG of random noise just under the 5 MB upload limit: noise does not compress. */
async function noiseJpeg() {
  let side = 1400;
  for (let attempt = 0; attempt < 8; attempt++) {
    const raw = randomBytes(side * side * 3);
    const jpeg = await sharp(raw, { raw: { width: side, height: side, channels: 3 } })
      .jpeg({ quality: 90 })
      .toBuffer();
    if (jpeg.length <= LIMIT && jpeg.length > LIMIT * 0.9) return { jpeg, side };
    side = Math.floor(side * Math.sqrt((LIMIT * 0.95) / jpeg.length));
  }
  throw new Error('could not size the noise JPEG');
}

function startServer(dataDir) {
  const main = join(root, 'apps/server/src/main.ts');
  const env = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO_DATA: '1',
    // The 90-day order history runs in the background after start; it would skew the memory figures.
    DEMO_HISTORY_DAYS: '0',
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server not ready in 60 s')), 60_000);
    child.stdout.on('data', (chunk) => {
      const match = /Perkdesk ready at (http:\/\/\S+)/.exec(chunk.toString());
      if (!match) return;
      clearTimeout(timer);
      resolve({ child, origin: match[1].replace('localhost', '127.0.0.1') });
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

const statusKb = (pid, key) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm'));
  return Number(line?.[1] ?? 0) * 1024;
};

/** Runs `work` and reports the server's memory before, at its peak, and one second after. */
async function measure(pid, work) {
  await new Promise((resolve) => setTimeout(resolve, 500));
  writeFileSync(`/proc/${pid}/clear_refs`, '5'); // resets VmHWM to the current RSS
  const before = statusKb(pid, 'VmRSS');
  let sampledPeak = before;
  const sampler = setInterval(() => {
    sampledPeak = Math.max(sampledPeak, statusKb(pid, 'VmRSS'));
  }, 5);
  const started = performance.now();
  await work();
  const ms = performance.now() - started;
  clearInterval(sampler);
  const peak = Math.max(statusKb(pid, 'VmHWM'), sampledPeak);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  return { before, peak, after: statusKb(pid, 'VmRSS'), ms };
}

/** One phase on its own freshly started server, so that neither phase inflates the other's baseline. */
async function phase(jpeg, run) {
  const dataDir = mkdtempSync(join(tmpdir(), 'perkdesk-bench-upload-'));
  const { child, origin } = await startServer(dataDir);
  try {
    const login = await fetch(`${origin}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo', password: 'Demo#Perk2026' }),
    });
    const { access_token: token } = await login.json();
    const upload = async () => {
      const form = new FormData();
      form.append('files', new Blob([jpeg], { type: 'image/jpeg' }), 'noise.jpg');
      const response = await fetch(`${origin}/api/upload/multi`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      if (response.status !== 200)
        throw new Error(`upload failed: ${response.status} ${await response.text()}`);
      await response.json();
    };
    await upload(); // warm-up: loads sharp and libvips, so they are not counted
    return { pid: child.pid, ...(await measure(child.pid, () => run(upload))) };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const { jpeg, side } = await noiseJpeg();
const concurrent = await phase(jpeg, (upload) => Promise.all(Array.from({ length: parallel }, upload)));
const sequential = await phase(jpeg, async (upload) => {
  for (let i = 0; i < parallel; i++) await upload();
});

const mb = (bytes) => `${(bytes / MB).toFixed(1)} MB`;
const growth = (m) => m.peak - m.before;
const report = (label, m) =>
  console.log(
    `${label}: RSS before ${mb(m.before)}, peak ${mb(m.peak)} (growth ${mb(growth(m))}), ` +
      `1 s after ${mb(m.after)}; ${(m.ms / 1000).toFixed(2)} s`,
  );
console.log(
  `image: ${side}x${side} noise JPEG, ${mb(jpeg.length)}; each phase on a fresh server after one warm-up upload`,
);
report(`${parallel} uploads in parallel`, concurrent);
report(`${parallel} uploads one after another (baseline)`, sequential);
console.log(
  `ratio parallel/sequential peak growth: ${(growth(concurrent) / Math.max(growth(sequential), 1)).toFixed(2)}`,
);
console.log(
  growth(concurrent) < 100 * MB
    ? 'PASS: parallel uploads grow the server by less than 100 MB'
    : 'FAIL: parallel uploads grow the server by 100 MB or more',
);
