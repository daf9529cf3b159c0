#!/usr/bin/env node
// The one test gate (`npm test`): typecheck, lint, unit and integration tests on PGlite,
// the server suite again on PostgreSQL when TEST_DATABASE_URL is set, then the Playwright
// suite in Debian's Chromium. Ends with one line counting every test that ran. A skipped test
// fails the gate: PostgreSQL-only files are left out of the PGlite run, not skipped.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const reports = mkdtempSync(join(tmpdir(), 'perkdesk-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n${title} failed (exit ${result.status ?? result.signal}).`);
    summarise();
    process.exit(1);
  }
}

function countVitest(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
}

function countPlaywright(file) {
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
}

function summarise() {
  console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  if (totals.skipped > 0)
    console.error('A skipped test fails the gate: run it, or leave its file out of that run.');
}

if (!existsSync(chromiumPath)) {
  console.error(
    `Chromium is missing at ${chromiumPath}: the browser tests need it.\n` +
      'Install it with: sudo apt-get update && sudo apt-get install -y chromium\n' +
      '(or set CHROMIUM_PATH to a Chromium binary).',
  );
  process.exit(1);
}

const { TEST_DATABASE_URL, ...pgliteEnv } = process.env;
run('typecheck', 'npm', ['run', '--silent', 'typecheck']);
run('lint', 'npm', ['run', '--silent', 'lint']);

const vitestPglite = join(reports, 'vitest-pglite.json');
// A worker per core for every project (each resolves its own default, which leaves a core idle).
const vitestArgs = (out) => [
  'vitest',
  'run',
  '--maxWorkers=100%',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${out}`,
];
console.log('\n=== unit and integration tests (PGlite) ===');
const pglite = spawnSync('npx', vitestArgs(vitestPglite), { stdio: 'inherit', env: pgliteEnv });
if (existsSync(vitestPglite)) countVitest(vitestPglite);
if (pglite.status !== 0 || totals.skipped > 0) {
  summarise();
  process.exit(1);
}

if (TEST_DATABASE_URL) {
  const vitestPostgres = join(reports, 'vitest-postgres.json');
  console.log('\n=== server integration tests (PostgreSQL) ===');
  const postgres = spawnSync('npx', [...vitestArgs(vitestPostgres), '--project', 'server'], {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL },
  });
  if (existsSync(vitestPostgres)) countVitest(vitestPostgres);
  if (postgres.status !== 0 || totals.skipped > 0) {
    summarise();
    process.exit(1);
  }
} else {
  console.log('\nTEST_DATABASE_URL is not set: the PostgreSQL run is left to CI (.ci/run starts a server).');
}

run('build web app', 'npm', ['run', '--silent', 'build']);
const playwrightJson = join(reports, 'playwright.json');
console.log('\n=== browser tests (Playwright, Chromium) ===');
const e2e = spawnSync('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
  stdio: 'inherit',
  env: { ...pgliteEnv, CHROMIUM_PATH: chromiumPath, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson },
});
if (existsSync(playwrightJson)) countPlaywright(playwrightJson);
summarise();
process.exit(e2e.status === 0 && totals.failed === 0 && totals.skipped === 0 ? 0 : 1);
