import type { OutboxEmail } from '@perkdesk/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { outboxEmails } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { newId } from '../../lib/ids';
import type { MailMessage, MailPort } from './mail-port';

/**
 * The offline adapter: e-mails are stored (for the /dev/mailbox page and tests) and their
 * links printed in the server log, so registration works on a machine with no mail server.
 */
export function createOutboxMail(deps: { db: Db; clock: Clock; log: FastifyBaseLogger }): MailPort {
  return {
    async send({ to, subject, text, links }: MailMessage) {
      await deps.db
        .insert(outboxEmails)
        .values({ id: newId(), to, subject, text, links, sentAt: deps.clock.now() });
      deps.log.info({ to, subject, links }, 'e-mail kept in the local outbox (SMTP_URL is not set)');
    },
  };
}

const OUTBOX_LIST_LIMIT = 100;

/** The outbox, newest first, optionally for one recipient (case-insensitive). */
export async function listOutboxEmails(db: Db, to?: string): Promise<OutboxEmail[]> {
  const rows = await db
    .select()
    .from(outboxEmails)
    .where(to ? eq(sql`lower(${outboxEmails.to})`, to.toLowerCase()) : undefined)
    .orderBy(desc(outboxEmails.sentAt), desc(outboxEmails.id))
    .limit(OUTBOX_LIST_LIMIT);
  return rows.map((row) => ({
    to: row.to,
    subject: row.subject,
    text: row.text,
    links: row.links,
    sentAt: row.sentAt.toISOString(),
  }));
}
