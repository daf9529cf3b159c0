#!/usr/bin/env node
// The login page's weight and speed, against the real server serving the built app:
// - initial JavaScript: every script the browser fetches to render /user/login, gzipped (target ≤ 150 KB);
// - Lighthouse performance score in its default mobile emulation with Debian's Chromium (target ≥ 90).
// Usage: npm run build && node bench/login-page.mjs
import { spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const port = 8191;
const url = `http://127.0.0.1:${port}/user/login`;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const flags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const server = spawn(
  'node',
  [new URL('../tools/start-test-server.mjs', import.meta.url).pathname, String(port)],
  { stdio: 'ignore' },
);
try {
  await waitForHealth();
  const js = await measureInitialJs();
  console.log(
    `initial JS for /user/login: ${js.files} files, ${(js.raw / 1024).toFixed(1)} KiB raw, ${(js.gzip / 1024).toFixed(1)} KiB = ${(js.gzip / 1000).toFixed(1)} kB gzipped (budget 150 kB: ${(js.gzip / 1000 / 150).toFixed(2)} of it)`,
  );
  const scores = [];
  for (let i = 0; i < 3; i++) scores.push(await lighthouseScore());
  scores.sort((a, b) => a - b);
  console.log(
    `Lighthouse mobile performance, 3 runs: ${scores.join(', ')} (median ${scores[1]}, target ≥ 90)`,
  );
} finally {
  server.kill('SIGTERM');
}

async function waitForHealth() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

async function measureInitialJs() {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: flags });
  const page = await browser.newPage();
  const bodies = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.body());
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const buffers = await Promise.all(bodies);
  await browser.close();
  return {
    files: buffers.length,
    raw: buffers.reduce((sum, b) => sum + b.length, 0),
    gzip: buffers.reduce((sum, b) => sum + gzipSync(b, { level: 9 }).length, 0),
  };
}

async function lighthouseScore() {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...flags],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
    });
    const audits = result?.lhr.audits ?? {};
    const metric = (id) => audits[id]?.displayValue ?? '?';
    console.log(
      `  FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, SI ${metric('speed-index')}`,
    );
    return Math.round((result?.lhr.categories.performance?.score ?? 0) * 100);
  } finally {
    await chrome.kill();
  }
}
