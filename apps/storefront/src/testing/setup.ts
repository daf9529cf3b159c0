import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './msw';

// Wired for every storefront test file (vite.config.ts `test.setupFiles`).

// A page's first render also loads its lazy modules: on two busy cores that can take over the default 1 s.
configure({ asyncUtilTimeout: 5_000 });
const problems: string[] = [];
server.events.on('request:unhandled', ({ request }) => {
  problems.push(`no handler for ${request.method} ${request.url}`);
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  window.history.replaceState(null, '', '/s/');
  const found = problems.splice(0);
  if (found.length > 0) throw new Error(`The stand-in server:\n${found.join('\n')}`);
});

afterAll(() => server.close());
