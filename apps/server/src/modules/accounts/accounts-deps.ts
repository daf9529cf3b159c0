import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { MailPort } from '../../integrations/mail/mail-port';
import type { AccessTokens } from '../../lib/access-tokens';
import type { Clock } from '../../lib/clock';
import type { MailThrottle } from '../../lib/mail-throttle';
import type { SessionRevoker } from '../../plugins/session-revoker';

/** What the account services share, built once in app.ts. */
export interface AccountsDeps {
  db: Db;
  clock: Clock;
  mail: MailPort;
  /** Where the web app lives: e-mail links point there. */
  appOrigin: string;
  log: FastifyBaseLogger;
  sessions: SessionRevoker;
  accessTokens: AccessTokens;
  /** Rate limits of the routes that send e-mail. */
  mailThrottle: MailThrottle;
}
