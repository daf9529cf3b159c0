#!/usr/bin/env node
// Runs every benchmark in turn; each prints its figures. Record them in bench/RESULTS.md.
import { spawnSync } from 'node:child_process';

for (const script of [
  // First, the machine's yardstick: what a round trip between two processes costs it now.
  'loopback.mjs',
  'startup.mjs',
  'login-page.mjs',
  'upload-memory.mjs',
  'price-cart.mjs',
  'catalogue.mjs',
  'ordering.mjs',
  'auth-reads.mjs',
  'realtime.mjs',
  'order-history.mjs',
  'deal-engine.mjs',
  'promotion-history.mjs',
]) {
  console.log(`\n### ${script}`);
  spawnSync('node', [new URL(script, import.meta.url).pathname], { stdio: 'inherit' });
}
