import type { FastifyInstance } from 'fastify';
import { toErrorBody } from '../lib/error-body';

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => {
    const { body: errorBody, headers } = toErrorBody(error);
    if (errorBody.status >= 500) request.log.error({ err: error }, 'request failed');
    if (headers) reply.headers(headers);
    return reply.status(errorBody.status).send(errorBody);
  });
}
