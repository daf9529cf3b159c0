import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app from one port with the API. Hashed assets are cached for good;
 * index.html (served for every client-side route by the not-found handler) is revalidated.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string) {
  await app.register(fastifyStatic, {
    root: webDistDir,
    // Files are listed once at start, so unknown paths fall through to the SPA fallback.
    wildcard: false,
    index: false,
    serve: existsSync(webDistDir),
    // The build writes .br and .gz twins (tools/compress-dist.mjs); they are sent when accepted.
    preCompressed: true,
    // The twins are found beside each file when sent; a route apiece would only slow the start.
    globIgnore: ['**/*.br', '**/*.gz'],
    // Our own cache headers below, not the plugin's max-age=0.
    cacheControl: false,
    // Called with the reply after the plugin's own headers are set: ours win.
    setHeaders(reply, path) {
      const hashed = path.includes('/assets/');
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
