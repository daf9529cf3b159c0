import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const cli = new URL('../../../../tools/simulate.mjs', import.meta.url).pathname;
const run = (...args: string[]) => spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8' });

describe('npm run simulate', () => {
  it('prints its usage, naming --url, for --help', () => {
    const result = run('--help');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Usage: npm run simulate -- [options]');
    expect(result.stdout).toContain('--url URL');
  });

  it('refuses an unknown option with the usage instead of a stack trace', () => {
    const result = run('--bogus');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("Unknown option '--bogus'");
    expect(result.stderr).not.toContain('    at ');
  });
});
