import type { FastifyInstance } from 'fastify';

/**
 * Form routes also accept JSON (contract §1); this parser lets them take
 * application/x-www-form-urlencoded too. Repeated keys keep the last value.
 */
export function registerFormBody(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}
