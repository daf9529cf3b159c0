import {
  activationResponseSchema,
  emailParamsSchema,
  sentResponseSchema,
  tokenParamsSchema,
} from '@perkdesk/contracts';
import { z } from 'zod';
import type { AppInstance } from '../../app-instance';
import type { MailThrottle } from '../../lib/mail-throttle';
import type { ActivationService } from './activation.service';

export function activationRoutes(app: AppInstance, activation: ActivationService, mails: MailThrottle) {
  const config = { access: 'public' } as const;

  app.get(
    '/api/user/active/:token',
    {
      config,
      schema: {
        operationId: 'activateAccount',
        summary: 'Activate an account with its e-mailed token',
        params: tokenParamsSchema,
        response: { 200: activationResponseSchema },
      },
    },
    (request) => activation.activate(request.params.token),
  );

  app.get(
    '/api/user/activation/resend/token/:token',
    {
      config,
      schema: {
        operationId: 'resendActivationByToken',
        summary: 'Resend the activation e-mail for an expired token',
        errors: [429],
        params: tokenParamsSchema,
        response: { 200: sentResponseSchema },
      },
      preHandler: mails.guard(() => undefined),
    },
    (request) => activation.resendByToken(request.params.token),
  );

  app.get(
    '/api/user/activation/resend/email/:email',
    {
      config,
      schema: {
        operationId: 'resendActivationByEmail',
        summary: 'Resend the activation e-mail to an address',
        errors: [429],
        params: emailParamsSchema,
        response: { 200: sentResponseSchema },
      },
      preHandler: mails.guard((request) => (request.params as { email: string }).email),
    },
    (request) => activation.resendByEmail(request.params.email),
  );

  // Any id that names no account is a 404, malformed ones included.
  app.get(
    '/api/user/is-activated/:id',
    {
      config,
      schema: {
        operationId: 'isAccountActivated',
        summary: 'Tell whether an account is activated',
        params: z.object({ id: z.string() }),
        response: { 200: z.boolean() },
      },
    },
    (request) => activation.isActivated(request.params.id),
  );
}
