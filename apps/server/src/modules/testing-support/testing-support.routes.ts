import {
  outboxEmailSchema,
  outboxQuerySchema,
  sandboxConfirmAnswerSchema,
  sandboxConfirmParamsSchema,
  sandboxConfirmQuerySchema,
} from '@perkdesk/contracts';
import { z } from 'zod';
import type { AppInstance } from '../../app-instance';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { listOutboxEmails } from '../../integrations/mail/outbox-mail';
import { AppError } from '../../lib/app-error';
import { isLocalCaller, isLoopback } from '../../lib/client-address';
import type { Clock } from '../../lib/clock';
import type { PaymentPort } from '../payments/payment-port';
import { confirmSandboxIntent } from '../payments/sandbox-payments';

/**
 * Testing support (contract §12). The sandbox's card payment exists only while the sandbox
 * provider runs. The local outbox holds activation and reset links, so it exists only without
 * SMTP and answers only loopback callers unless MAILBOX_PUBLIC=1.
 */
export function testingSupportRoutes(
  app: AppInstance,
  deps: { config: Config; db: Db; clock: Clock; payments: PaymentPort },
) {
  if (deps.payments.provider === 'sandbox') sandboxPaymentRoutes(app, deps);
  // Activation and reset links: never served by a production server, whatever its mail settings.
  if (!deps.config.smtpUrl && deps.config.env !== 'production') outboxRoutes(app, deps);
}

/**
 * The customer "pays" an intent by its client secret (any signed-in caller: the secret is the
 * capability, as with Stripe.js). `cardId` is accepted and ignored. An unknown secret is 404; a
 * canceled intent is 400 INVALID_STATUS.
 */
function sandboxPaymentRoutes(app: AppInstance, deps: { db: Db; clock: Clock }) {
  const confirm = async (request: {
    params: { clientSecret: string };
    query: { outcome: 'succeeded' | 'declined' };
  }) => {
    const answer = await confirmSandboxIntent(
      deps.db,
      deps.clock,
      request.params.clientSecret,
      request.query.outcome,
    );
    if (!answer) throw new AppError('NOT_FOUND');
    return answer;
  };
  const schema = {
    params: sandboxConfirmParamsSchema,
    querystring: sandboxConfirmQuerySchema,
    response: { 200: sandboxConfirmAnswerSchema },
  };
  app.post(
    '/api/testing-support/payment-intent/confirm/:clientSecret',
    {
      config: { access: 'any' },
      schema: { ...schema, operationId: 'confirmSandboxPayment', summary: 'Confirm a sandbox payment' },
    },
    confirm,
  );
  app.post(
    '/api/testing-support/payment-intent/confirm/:clientSecret/:cardId',
    {
      config: { access: 'any' },
      schema: {
        ...schema,
        operationId: 'confirmSandboxPaymentWithCard',
        summary: 'Confirm a sandbox payment with a test card',
      },
    },
    confirm,
  );
}

function outboxRoutes(app: AppInstance, deps: { config: Config; db: Db }) {
  app.get(
    '/api/testing-support/emails',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'listOutboxEmails',
        summary: 'List the e-mails in the local outbox',
        errors: [404],
        querystring: outboxQuerySchema,
        response: { 200: z.array(outboxEmailSchema) },
      },
    },
    async (request, reply) => {
      // Behind our proxy the client is the address it forwarded; the proxy's own (loopback)
      // address says nothing, so a request it relayed without one is not local.
      const local = deps.config.trustProxy
        ? request.ips !== undefined && request.ips.length > 1 && isLoopback(request.ip)
        : isLocalCaller(request.socket.remoteAddress, request.headers['x-forwarded-for']);
      if (!deps.config.mailboxPublic && !local) throw new AppError('NOT_FOUND');
      reply.header('cache-control', 'no-store');
      return listOutboxEmails(deps.db, request.query.to || undefined);
    },
  );
}
