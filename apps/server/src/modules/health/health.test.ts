import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { registerErrorHandler } from '../../plugins/error-handler';
import { createTestApp, type TestApp } from '../../test/test-app';
import { healthRoutes } from './health.routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The probes over a database that fails as `execute` does, with the app's error handler. */
async function probesOver(execute: () => Promise<unknown>) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  healthRoutes(app, { db: { execute } as unknown as Db });
  await app.ready();
  return app;
}

describe('health probes', () => {
  it('answers liveness and readiness while the database answers', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('is not ready when the database refuses or does not answer within 2 s, yet still alive', async () => {
    const refusing = await probesOver(() => Promise.reject(new Error('connection refused')));
    const refused = await refusing.inject({ method: 'GET', url: '/api/ready' });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.json()).toEqual({
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: 'The database does not answer.',
    });
    expect((await refusing.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    const hanging = await probesOver(() => new Promise(() => {}));
    const started = Date.now();
    expect((await hanging.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(503);
    expect(Date.now() - started).toBeLessThan(4_000);
    await Promise.all([refusing.close(), hanging.close()]);
  });
});
