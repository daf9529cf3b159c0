import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { requests } from './mocks/requests';
import { server } from './mocks/server';

// Wired once for every web test file (vite.config.ts `test.setupFiles`).

// A screen's first render also loads its modules: on two busy cores that can take over the default 1 s.
configure({ asyncUtilTimeout: 5_000 });

/** What went wrong at the stand-in server during the test: a route nobody mocked, a thrown handler. */
const problems: string[] = [];

server.events.on('request:unhandled', ({ request }) => {
  problems.push(`no handler for ${request.method} ${request.url}`);
});
server.events.on('unhandledException', ({ request, error }) => {
  problems.push(`the handler of ${request.method} ${request.url} threw: ${error.message}`);
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

afterEach(() => {
  // Unmounted first, so that no request of the finished screen meets the next test's handlers.
  cleanup();
  server.resetHandlers();
  requests.clear();
  const found = problems.splice(0);
  if (found.length > 0) throw new Error(`The stand-in server:\n${found.join('\n')}`);
});

afterAll(() => server.close());
