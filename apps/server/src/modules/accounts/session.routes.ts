import {
  emptyResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  refreshRequestSchema,
} from '@perkdesk/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-instance';
import type { createLoginService } from './login.service';
import type { SessionService } from './session.service';

export function sessionRoutes(
  app: AppInstance,
  services: { login: ReturnType<typeof createLoginService>; session: SessionService },
) {
  const config = { access: 'public' } as const;
  // Tokens must never sit in a browser or proxy cache.
  const noStore = async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
  };

  app.post(
    '/api/login',
    {
      config,
      schema: {
        operationId: 'login',
        summary: 'Sign in with a username and password',
        errors: [429],
        body: loginRequestSchema,
        response: { 200: loginResponseSchema },
      },
      onSend: noStore,
    },
    (request) => services.login.login(request.body, request.ip),
  );

  app.post(
    '/api/token/refresh',
    {
      config,
      schema: {
        operationId: 'refreshToken',
        summary: 'Exchange a refresh token for new tokens',
        errors: [401],
        body: refreshRequestSchema,
        response: { 200: loginResponseSchema },
      },
      onSend: noStore,
    },
    (request) => services.session.refresh(request.body.refresh_token),
  );

  app.post(
    '/api/logout',
    {
      config,
      schema: {
        operationId: 'logout',
        summary: 'Sign out and revoke the session',
        body: refreshRequestSchema,
        response: { 200: emptyResponseSchema },
      },
    },
    async (request) => {
      await services.session.logout(request.body.refresh_token);
      return {};
    },
  );
}
