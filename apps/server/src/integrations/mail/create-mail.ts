import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { MailPort } from './mail-port';
import { createOutboxMail } from './outbox-mail';
import { createSmtpMail } from './smtp-mail';

/** SMTP when configured, otherwise the local outbox. */
export function createMail(deps: { config: Config; db: Db; clock: Clock; log: FastifyBaseLogger }): MailPort {
  const { config } = deps;
  if (config.smtpUrl) return createSmtpMail({ smtpUrl: config.smtpUrl, from: config.mailFrom });
  return createOutboxMail(deps);
}
