// CPU time from Linux /proc: what a process used, which other work on a shared machine does not
// inflate the way it inflates wall time. Elsewhere every reading is 0 (or null).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const pg = createRequire(join(new URL('..', import.meta.url).pathname, 'apps/server/package.json'))('pg');

/** Milliseconds per clock tick (USER_HZ, usually 100 per second). */
export const TICK_MS = 1000 / (Number(execFileSync('getconf', ['CLK_TCK']).toString()) || 100);

/**
 * The fields of /proc/<pid>/stat after the command, which may itself hold ") ": ppid is [1], the
 * process group [2], utime, stime, cutime and cstime (fields 14–17 of stat(5)) [11]–[14]; null once gone.
 */
export function procStat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return text.slice(text.lastIndexOf(') ') + 2).split(' ');
  } catch {
    return null;
  }
}

/** User + system ms of a process (all its threads); with `children`, plus its reaped children's. */
export function cpuMs(pid, children = false) {
  const f = procStat(pid);
  if (!f) return 0;
  const own = Number(f[11]) + Number(f[12]);
  return (children ? own + Number(f[13]) + Number(f[14]) : own) * TICK_MS;
}

/** The pids whose stat passes `keep` (live processes only). */
export function processesWhere(keep) {
  return readdirSync('/proc').filter((entry) => {
    if (!/^\d+$/.test(entry)) return false;
    const f = procStat(entry);
    return f !== null && keep(f);
  });
}

/** The postmaster's pid when PostgreSQL at `url` runs on this machine (a backend's parent), else null. */
export async function postmasterOf(url) {
  if (!url || !/@(127\.0\.0\.1|localhost)[:/]/.test(url)) return null;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query('select pg_backend_pid() as pid');
    const f = procStat(rows[0].pid);
    return f ? Number(f[1]) : null;
  } finally {
    await client.end();
  }
}

/** The postmaster's CPU (ms) and that of every process it started, live or exited. */
export function postgresCpuMs(postmaster) {
  return processesWhere((f) => Number(f[1]) === postmaster).reduce(
    (sum, pid) => sum + cpuMs(pid),
    cpuMs(postmaster, true),
  );
}

/**
 * The whole machine's clock ticks from /proc/stat: `busy` (user, nice, system, irq, softirq),
 * `idle` (idle and iowait) and `steal` (time the hypervisor ran someone else on our virtual CPUs).
 */
export function machineTicks() {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const [user, nice, system, idle, iowait, irq, softirq, steal] = fields.map(Number);
    return { busy: user + nice + system + irq + softirq, idle: idle + iowait, steal };
  } catch {
    return { busy: 0, idle: 0, steal: 0 };
  }
}

/** Adds the ticks between two readings of machineTicks() to `sum`. */
export function addTicks(sum, before, after) {
  for (const key of ['busy', 'idle', 'steal']) sum[key] += after[key] - before[key];
  return sum;
}

/** "busy 78 %, idle 14 %, stolen 8 %" of the machine over summed ticks. */
export function describeTicks({ busy, idle, steal }) {
  const total = busy + idle + steal || 1;
  const share = (n) => `${Math.round((n / total) * 100)} %`;
  return `busy ${share(busy)}, idle ${share(idle)}, stolen by the hypervisor ${share(steal)}`;
}
