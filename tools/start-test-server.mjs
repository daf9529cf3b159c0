// Starts the real server for browser tests and benchmarks on a fresh data directory that is removed on exit.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = process.argv[2] ?? '8181';
const dataDir = mkdtempSync(join(tmpdir(), 'perkdesk-e2e-'));
// The browser tests always run on embedded PGlite with the logged outbox.
const inherited = { ...process.env };
delete inherited.DATABASE_URL;
delete inherited.SMTP_URL;
// Node itself (not npx) so that a stop signal reaches the server and never leaves it orphaned.
const main = new URL('../apps/server/src/main.ts', import.meta.url).pathname;
const server = spawn(process.execPath, ['--import', 'tsx', main], {
  stdio: 'inherit',
  env: {
    MALLOC_ARENA_MAX: '2',
    ...inherited,
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO_DATA: '1',
    // No background demo history: browser tests and benchmarks want a quiet server.
    DEMO_HISTORY_DAYS: '0',
    LOG_LEVEL: 'warn',
    APP_ORIGIN: `http://127.0.0.1:${port}`,
  },
});
const stop = () => server.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
