// A throwaway PostgreSQL cluster for the benchmarks that need one (catalogue, ordering).
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const pg = createRequire(join(root, 'apps/server/package.json'))('pg');

/**
 * initdb into a temporary directory and start on `port` (a random high one by default). As root,
 * it runs as the `postgres` user, since PostgreSQL refuses root. `stop()` removes everything.
 */
export function startCluster(port = 20000 + Math.floor(Math.random() * 20000)) {
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort() : [];
  const bin = versions.length ? `/usr/lib/postgresql/${versions.at(-1)}/bin` : null;
  if (!bin) throw new Error('No PostgreSQL binaries found: pass a postgres:// URL');
  const dir = mkdtempSync(join(tmpdir(), 'perkdesk-bench-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), 0);
  const run = (command, commandArgs) =>
    asRoot
      ? execFileSync('su', ['postgres', '-c', [command, ...commandArgs].map((a) => `'${a}'`).join(' ')], {
          stdio: 'ignore',
        })
      : execFileSync(command, commandArgs, { stdio: 'ignore' });
  run(`${bin}/initdb`, ['-D', `${dir}/data`, '-A', 'trust', '-U', 'postgres']);
  run(`${bin}/pg_ctl`, [
    '-D',
    `${dir}/data`,
    '-o',
    `-p ${port} -k ${dir}`,
    '-l',
    `${dir}/log`,
    '-w',
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      run(`${bin}/pg_ctl`, ['-D', `${dir}/data`, '-m', 'fast', '-w', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Runs one administrative statement (CREATE / DROP DATABASE) on its own connection. */
export async function withAdmin(url, sql) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
