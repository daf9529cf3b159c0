import type { Role } from '@perkdesk/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Access } from '../app-instance';
import type { AccessTokens } from '../lib/access-tokens';
import { AppError } from '../lib/app-error';
import type { SessionRevoker } from './session-revoker';

export { createSessionEvents, createSessionRevoker, type SessionEvents } from './session-revoker';

/** Who is calling, from a verified access token whose session family is live. */
export interface AuthContext {
  userId: string;
  role: Role;
  merchantId: string | null;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on every non-public route before its body is read; null on public routes. */
    auth: AuthContext | null;
  }
}

const ROLE_FOR_ACCESS: Record<Exclude<Access, 'public' | 'any'>, Role> = {
  merchant: 'MERCHANT',
  user: 'USER',
  admin: 'ADMIN',
};

// Routes that plugins register under /api (the OpenAPI browser) and that are public by nature.
const PLUGIN_PUBLIC_PREFIXES = ['/api/docs'];

const isApiRoute = (url: string) => url === '/api' || url.startsWith('/api/');

/**
 * Default deny: an /api route without `config.access` stops the server at startup. Checks run
 * in onRequest, before the body is parsed, so an anonymous caller gets 401 rather than a
 * validation answer and never gets an upload read.
 */
export function registerAuth(
  app: FastifyInstance,
  deps: { accessTokens: AccessTokens; sessions: SessionRevoker },
) {
  app.decorateRequest('auth', null);

  app.addHook('onRoute', (route) => {
    if (!isApiRoute(route.url)) return;
    if (route.config?.access && route.config.access !== 'public') {
      // The OpenAPI document shows which routes need the bearer token.
      route.schema = { ...route.schema, security: [{ bearer: [] }] } as typeof route.schema;
    }
    if (route.config?.access) return;
    if (PLUGIN_PUBLIC_PREFIXES.some((prefix) => route.url.startsWith(prefix))) {
      route.config = { ...route.config, access: 'public' };
      return;
    }
    throw new Error(`${String(route.method)} ${route.url} declares no config.access`);
  });

  app.addHook('onRequest', async (request) => {
    // Routes outside /api and the not-found handler carry no access: nothing to check.
    const access = request.routeOptions.config.access;
    if (access === undefined || access === 'public') return;
    request.auth = await authenticate(request, deps);
    if (access !== 'any' && request.auth.role !== ROLE_FOR_ACCESS[access]) throw new AppError('FORBIDDEN');
  });
}

async function authenticate(
  request: FastifyRequest,
  deps: { accessTokens: AccessTokens; sessions: SessionRevoker },
): Promise<AuthContext> {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  if (!match?.[1]) throw new AppError('UNAUTHORIZED');
  const claims = await deps.accessTokens.verify(match[1]);
  // A revoked family (logout, refresh-token reuse, password reset) refuses its access tokens at once.
  if (!(await deps.sessions.isActive(claims.sid, claims.sub))) throw new AppError('TOKEN_INVALID');
  return { userId: claims.sub, role: claims.role, merchantId: claims.merchantId, sessionId: claims.sid };
}

/**
 * The caller of a public route that a token may accompany (contract §4 store detail: "U token
 * optional"): null without an Authorization header; a bad or expired token is refused as on any
 * signed-in route, so the client refreshes it.
 */
export function createOptionalAuth(deps: { accessTokens: AccessTokens; sessions: SessionRevoker }) {
  return async (request: FastifyRequest): Promise<AuthContext | null> =>
    request.headers.authorization ? authenticate(request, deps) : null;
}
export type OptionalAuth = ReturnType<typeof createOptionalAuth>;

/** The caller of a non-public route. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('UNAUTHORIZED');
  return request.auth;
}

/** The calling merchant; merchant scope always comes from the token (contract §1). */
export function merchantOf(request: FastifyRequest): AuthContext & { merchantId: string } {
  const auth = authOf(request);
  if (auth.role !== 'MERCHANT' || !auth.merchantId) throw new AppError('FORBIDDEN');
  return { ...auth, merchantId: auth.merchantId };
}
