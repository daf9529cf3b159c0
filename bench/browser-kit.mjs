// What the browser benchmarks share: Debian's Chromium and its flags, the real server started on a
// port with a built web app, the initial JavaScript of a page, Lighthouse runs (mobile or desktop),
// the load average sampled over a run, and percentiles.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const root = new URL('..', import.meta.url).pathname;
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Flags for Playwright's launch (headless already); Lighthouse's Chrome adds --headless=new. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The real server (PGlite, DEMO_DATA, fresh data directory) on `port`, serving the web app built in
 * `webDistDir` (default apps/web/dist). Resolves once /api/health answers.
 */
export async function startServer(port, { webDistDir, env = {} } = {}) {
  const child = spawn(process.execPath, [`${root}tools/start-test-server.mjs`, String(port)], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...(webDistDir ? { WEB_DIST_DIR: webDistDir } : {}), ...env },
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = () => child.kill('SIGTERM');
  try {
    await waitForHealth(origin);
  } catch (error) {
    stop();
    throw error;
  }
  return { origin, stop };
}

export async function waitForHealth(origin) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server at ${origin} did not start`);
}

/** Every script fetched to render `url` until the network settles: count, raw and gzipped bytes. */
export async function measureInitialJs(url) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const page = await browser.newPage();
  const bodies = [];
  page.on('response', (response) => {
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

/**
 * One Lighthouse performance run on `url` in a fresh Chrome: `mobile` is Lighthouse's default
 * emulation and throttling, `desktop` its desktop preset. Returns the score (null when the run
 * failed) and the metrics line.
 */
export async function lighthouseRun(url, formFactor = 'mobile') {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumFlags],
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    const audits = result?.lhr.audits ?? {};
    const metric = (id) => audits[id]?.displayValue ?? '?';
    // A run Lighthouse could not finish (no paint in time on a loaded machine) has no score: null.
    const score = result?.lhr.categories.performance?.score;
    return {
      score: typeof score === 'number' ? Math.round(score * 100) : null,
      line: `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, SI ${metric('speed-index')}`,
    };
  } finally {
    await chrome.kill();
  }
}

/** The 1-minute load average every 5 s until `stop()`, which returns a one-line summary. */
export function sampleLoad() {
  const loads = [loadavg()[0]];
  const timer = setInterval(() => loads.push(loadavg()[0]), 5_000);
  return {
    now: () => loadavg()[0].toFixed(2),
    stop() {
      clearInterval(timer);
      loads.push(loadavg()[0]);
      const mean = loads.reduce((s, l) => s + l, 0) / loads.length;
      return `load average (1 min) during the run: mean ${mean.toFixed(1)}, max ${Math.max(...loads).toFixed(1)} (${loads.length} samples, 2 cores)`;
    },
  };
}

export function pct(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

export function stats(values, unit = 'ms') {
  if (values.length === 0) return 'no samples';
  const f = (v) => `${v.toFixed(unit === 'ms' ? 0 : 2)} ${unit}`;
  return `p50 ${f(pct(values, 0.5))}, p95 ${f(pct(values, 0.95))}, max ${f(Math.max(...values))} (n=${values.length})`;
}
