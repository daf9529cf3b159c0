import { defineConfig } from 'vitest/config';

// One runner for the unit and integration suites of every workspace.
// The Playwright suite (e2e/) runs separately through its own runner.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/contracts', 'apps/server', 'apps/web', 'apps/storefront'],
  },
});
