import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// Audits run on demand against the same server as the browser tests: `npm run audit:a11y`.
export default defineConfig({ ...base, testDir: './audits', testMatch: '**/*.audit.ts', timeout: 600_000 });
