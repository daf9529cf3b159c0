import { outboxEmailSchema, outboxQuerySchema } from '@perkdesk/contracts';
import { z } from 'zod';
import type { AppInstance } from '../../app-instance';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { listOutboxEmails } from '../../integrations/mail/outbox-mail';
import { AppError } from '../../lib/app-error';
import { isLocalCaller } from '../../lib/client-address';

/**
 * The local outbox (contract §12 Testing support). It holds activation and reset links, so it
 * exists only without SMTP and answers only loopback callers unless MAILBOX_PUBLIC=1.
 */
export function testingSupportRoutes(app: AppInstance, deps: { config: Config; db: Db }) {
  if (deps.config.smtpUrl) return;
  app.get(
    '/api/testing-support/emails',
    {
      config: { access: 'public' },
      schema: { querystring: outboxQuerySchema, response: { 200: z.array(outboxEmailSchema) } },
    },
    async (request) => {
      const local = isLocalCaller(request.socket.remoteAddress, request.headers['x-forwarded-for']);
      if (!deps.config.mailboxPublic && !local) throw new AppError('NOT_FOUND');
      return listOutboxEmails(deps.db, request.query.to || undefined);
    },
  );
}
