import { and, count, eq, gt, lte } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { throttleHits } from '../db/schema/index';
import { AppError } from './app-error';
import type { Clock } from './clock';
import { newId } from './ids';

/** Requests that send e-mail, per client address and per recipient, in one hour. */
export const MAIL_LIMITS = { windowMs: 60 * 60 * 1000, perAddress: 30, perRecipient: 5 } as const;
export const MAIL_THROTTLED_MESSAGE = 'Too many e-mails requested. Try again later.';

/**
 * Rate limits for the routes that send e-mail (registration, resend activation, password reset,
 * support), counted in the database so they hold across instances. A route adds
 * `preHandler: mailThrottle.guard(recipientOf)`; it runs after validation, so refused bodies cost
 * nothing. The recipient is counted whether or not it has an account, which reveals nothing.
 */
export function createMailThrottle(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  const hits = async (key: string, since: Date) => {
    const [row] = await db
      .select({ n: count() })
      .from(throttleHits)
      .where(and(eq(throttleHits.key, key), gt(throttleHits.at, since)));
    return row?.n ?? 0;
  };

  return {
    guard(recipientOf: (request: FastifyRequest) => string | undefined) {
      return async (request: FastifyRequest) => {
        const now = clock.now();
        const since = new Date(now.getTime() - MAIL_LIMITS.windowMs);
        const recipient = recipientOf(request)?.trim().toLowerCase();
        const keys = [`mail-from:${request.ip}`, ...(recipient ? [`mail-to:${recipient}`] : [])];
        const [fromAddress, toRecipient] = await Promise.all(keys.map((key) => hits(key, since)));
        if ((fromAddress ?? 0) >= MAIL_LIMITS.perAddress || (toRecipient ?? 0) >= MAIL_LIMITS.perRecipient) {
          throw new AppError('TOO_MANY_REQUESTS', MAIL_THROTTLED_MESSAGE, undefined, {
            'retry-after': String(MAIL_LIMITS.windowMs / 1000),
          });
        }
        await db.insert(throttleHits).values(keys.map((key) => ({ id: newId(), key, at: now })));
        await db.delete(throttleHits).where(lte(throttleHits.at, new Date(now.getTime() - 24 * 3600_000)));
      };
    },
  };
}
export type MailThrottle = ReturnType<typeof createMailThrottle>;
