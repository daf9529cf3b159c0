import { RESET_TOKEN_TTL_MS } from '@perkdesk/domain';
import { resetMail, sendAfterCommit } from './account-mails';
import type { AccountsDeps } from './accounts-deps';
import { issueEmailToken } from './email-token-issuer';
import { findUserByEmail } from './users.repository';

async function issueAndSend(ctx: AccountsDeps, email: string) {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  const now = ctx.clock.now();
  const token = await ctx.db.transaction((tx) =>
    issueEmailToken(tx, { userId: user.id, kind: 'RESET', now, ttlMs: RESET_TOKEN_TTL_MS }),
  );
  await sendAfterCommit(ctx, resetMail(ctx.appOrigin, user.email, token, user.role));
}

/**
 * Always answers {sent:true}, so it cannot probe for accounts: the lookup, the token and the mail
 * run after the answer, so it comes as fast whether the address has an account or not (an SMTP
 * round trip would tell). Works while logins are throttled.
 */
export async function startPasswordReset(ctx: AccountsDeps, email: string) {
  issueAndSend(ctx, email).catch((error) => ctx.log.error({ err: error }, 'password reset failed'));
  return { sent: true as const };
}
