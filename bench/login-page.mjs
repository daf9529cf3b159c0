#!/usr/bin/env node
// The login page's weight and speed, against the real server serving the built app:
// - initial JavaScript: every script the browser fetches to render /user/login, gzipped (target ≤ 150 KB);
// - Lighthouse performance score in its default mobile emulation with Debian's Chromium (target ≥ 90).
// Usage: npm run build && node bench/login-page.mjs
import { lighthouseRun, measureInitialJs, startServer } from './browser-kit.mjs';

const server = await startServer(8191);
const url = `${server.origin}/user/login`;
try {
  const js = await measureInitialJs(url);
  console.log(
    `initial JS for /user/login: ${js.files} files, ${(js.raw / 1024).toFixed(1)} KiB raw, ${(js.gzip / 1024).toFixed(1)} KiB = ${(js.gzip / 1000).toFixed(1)} kB gzipped (budget 150 kB: ${(js.gzip / 1000 / 150).toFixed(2)} of it)`,
  );
  const scores = [];
  for (let i = 0; i < 3; i++) {
    const run = await lighthouseRun(url, 'mobile');
    console.log(`  ${run.line}`);
    scores.push(run.score ?? 0);
  }
  scores.sort((a, b) => a - b);
  console.log(
    `Lighthouse mobile performance, 3 runs: ${scores.join(', ')} (median ${scores[1]}, target ≥ 90)`,
  );
} finally {
  server.stop();
}
