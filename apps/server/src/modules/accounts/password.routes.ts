import {
  emptyResponseSchema,
  newPasswordSchema,
  passwordResetRequestSchema,
  passwordVerifyResponseSchema,
  passwordVerifySchema,
  resetTokenStateSchema,
  sentResponseSchema,
  tokenParamsSchema,
} from '@perkdesk/contracts';
import type { AppInstance } from '../../app-instance';
import type { MailThrottle } from '../../lib/mail-throttle';
import { authOf } from '../../plugins/auth';
import type { PasswordService } from './password.service';

export function passwordRoutes(app: AppInstance, passwords: PasswordService, mails: MailThrottle) {
  const config = { access: 'public' } as const;

  // The web app posts a form here; JSON works too (form-body parser in app.ts).
  app.post(
    '/api/user/password/reset',
    {
      config,
      schema: {
        operationId: 'requestPasswordReset',
        summary: 'E-mail a password reset link',
        errors: [429],
        body: passwordResetRequestSchema,
        response: { 200: sentResponseSchema },
      },
      preHandler: mails.guard((request) => (request.body as { email: string }).email),
    },
    (request) => passwords.startReset(request.body.email),
  );

  app.get(
    '/api/user/password/reset/:token',
    {
      config,
      schema: {
        operationId: 'checkPasswordResetToken',
        summary: 'Check a password reset token',
        params: tokenParamsSchema,
        response: { 200: resetTokenStateSchema },
      },
    },
    async (request) => ({ state: await passwords.resetState(request.params.token) }),
  );

  app.post(
    '/api/user/password/reset/:token',
    {
      config,
      schema: {
        operationId: 'resetPassword',
        summary: 'Set a new password with a reset token',
        params: tokenParamsSchema,
        body: newPasswordSchema,
        response: { 200: emptyResponseSchema },
      },
    },
    async (request) => {
      await passwords.resetPassword(request.params.token, request.body.password);
      return {};
    },
  );

  app.post(
    '/api/user/password/verify',
    {
      config: { access: 'any' },
      schema: {
        operationId: 'verifyPassword',
        summary: "Check the signed-in user's password",
        body: passwordVerifySchema,
        response: { 200: passwordVerifyResponseSchema },
      },
    },
    (request) => passwords.verify(authOf(request).userId, request.body.password),
  );
}
