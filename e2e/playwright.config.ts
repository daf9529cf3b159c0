import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8181);
export const baseURL = `http://127.0.0.1:${port}`;

// Boots the real server (fresh PGlite data directory, demo data, outbox mail) serving the
// built web app, and drives Debian's Chromium: no browser download, no mocks.
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The test gate asks for a JSON report (to count tests) through PLAYWRIGHT_JSON_OUTPUT_NAME.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
  ],
  webServer: {
    command: `node ../tools/start-test-server.mjs ${port}`,
    url: `${baseURL}/api/health`,
    // A first start on a fresh directory migrates and seeds: about a minute on two busy cores.
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});
