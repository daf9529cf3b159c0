import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppInstance } from './app-instance';
import type { Config } from './config';
import type { Database } from './db/client';
import { healthRoutes } from './modules/health/health.routes';
import { registerErrorHandler } from './plugins/error-handler';
import { registerNotFound } from './plugins/not-found';
import { registerOpenApi } from './plugins/openapi';

/** Everything the app needs from outside: built once in main.ts, or by a test. */
export interface AppDeps {
  config: Config;
  database: Database;
}

/** Builds the HTTP app: plugins first, then every module, registered explicitly. */
export async function buildApp(deps: AppDeps): Promise<AppInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    requestIdHeader: 'x-request-id',
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerNotFound(app, config.webDistDir);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: { 'img-src': ["'self'", 'data:', 'blob:'], 'connect-src': ["'self'", 'ws:', 'wss:'] },
    },
  });
  await app.register(cors, {
    origin: config.corsOrigins ?? false,
    allowedHeaders: undefined,
  });
  await registerOpenApi(app);
  await app.register(fastifyStatic, { root: config.webDistDir, wildcard: false, serve: false });

  healthRoutes(app);
  return app;
}
