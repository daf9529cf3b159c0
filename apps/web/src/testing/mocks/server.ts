import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { beforeEach } from 'vitest';
import { recordRequest } from './requests';

/**
 * The stand-in API of every web test. It starts with no handlers: each test file states the
 * routes its screen calls (`server.use`), so a route nobody stated fails the test (setup.ts).
 */
export const server = setupServer();

// Recorded before any handler reads the body, so a test can read it afterwards.
server.events.on('request:start', ({ request }) => recordRequest(request));

/** Serves `handlers` in every test of the calling file; setup.ts resets them after each test. */
export function serveInEveryTest(...handlers: RequestHandler[]) {
  beforeEach(() => server.use(...handlers));
}
