import { defineProject } from 'vitest/config';

// Each test file builds one app on its own in-memory PGlite (or its own PostgreSQL database),
// so files run in parallel without sharing state. Argon2 and PGlite start-up need the longer timeouts.
export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
