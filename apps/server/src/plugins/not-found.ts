import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import FindMyWay from 'find-my-way';
import { AppError } from '../lib/app-error';
import { toErrorBody } from '../lib/error-body';

/**
 * Unknown `/api` routes answer 404; a known route with another method answers 405 (contract §1).
 * Every other GET serves the web app's index.html so that client-side routes load.
 */
export function registerNotFound(app: FastifyInstance, webDistDir: string) {
  const known = FindMyWay();
  const noop = () => {};
  app.addHook('onRoute', (route) => {
    // Only /api paths are looked up below; the web builds' file routes would only slow the start.
    if (route.url !== '/api' && !route.url.startsWith('/api/')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method !== 'HEAD') known.on(method.toUpperCase() as FindMyWay.HTTPMethod, route.url, noop);
    }
  });
  const indexHtml = join(webDistDir, 'index.html');
  const hasWebApp = existsSync(indexHtml);

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path === '/api' || path.startsWith('/api/')) {
      const otherMethod = (['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const).some(
        (method) => method !== request.method && known.find(method, path) !== null,
      );
      const { body } = toErrorBody(new AppError(otherMethod ? 'METHOD_NOT_ALLOWED' : 'NOT_FOUND'));
      return reply.status(body.status).send(body);
    }
    if ((request.method === 'GET' || request.method === 'HEAD') && hasWebApp) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', webDistDir);
    }
    const { body } = toErrorBody(new AppError('NOT_FOUND'));
    return reply.status(404).send(body);
  });
}
