import { setupServer } from 'msw/node';

export { HttpResponse, http } from 'msw';

/** The stand-in API for storefront tests; each test adds its handlers with `server.use(...)`. */
export const server = setupServer();
