import { defineConfig } from 'vitest/config';

// One runner for the unit and integration suites of every workspace.
// The Playwright suite (e2e/) runs separately through its own runner.
export default defineConfig({
  test: {
    // A worker per core: Vitest's default leaves one core to itself, which on CI's two cores
    // halves the run, and its own work (transforms, reports) is small beside the test files'.
    maxWorkers: '100%',
    projects: ['packages/domain', 'packages/contracts', 'apps/server', 'apps/web', 'apps/storefront'],
  },
});
