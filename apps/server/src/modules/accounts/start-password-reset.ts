import { RESET_TOKEN_TTL_MS } from '@perkdesk/domain';
import { resetMail, sendAfterCommit } from './account-mails';
import type { AccountsDeps } from './accounts-deps';
import { issueEmailToken } from './email-token-issuer';
import { findUserByEmail } from './users.repository';

/** Always answers {sent:true}, so it cannot probe for accounts. Works while logins are throttled. */
export async function startPasswordReset(ctx: AccountsDeps, email: string) {
  const user = await findUserByEmail(ctx.db, email);
  if (user) {
    const now = ctx.clock.now();
    const token = await ctx.db.transaction((tx) =>
      issueEmailToken(tx, { userId: user.id, kind: 'RESET', now, ttlMs: RESET_TOKEN_TTL_MS }),
    );
    await sendAfterCommit(ctx, resetMail(ctx.appOrigin, user.email, token));
  }
  return { sent: true as const };
}
