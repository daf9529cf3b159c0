import { defineProject } from 'vitest/config';

// Each test file builds one app on its own in-memory PGlite (or its own PostgreSQL database),
// so files run in parallel without sharing state; each database is a copy of one the global
// setup migrated. Argon2 and PGlite start-up need the longer timeouts.
export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // PostgreSQL-only files (several processes on one database) join the run that has one.
    exclude: process.env.TEST_DATABASE_URL ? [] : ['src/**/*.pg.test.ts'],
    // A worker runs its files in one module context: the server's modules keep no state that
    // outlives an app, and importing the app anew for each file costs a third of the run.
    isolate: false,
    globalSetup: ['src/test/database-template.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
