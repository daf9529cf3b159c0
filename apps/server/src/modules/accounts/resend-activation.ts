import { ACTIVATION_TOKEN_TTL_MS } from '@perkdesk/domain';
import { AppError } from '../../lib/app-error';
import { hashSecretToken } from '../../lib/secret-tokens';
import { activationMail, sendAfterCommit } from './account-mails';
import type { AccountsDeps } from './accounts-deps';
import { issueEmailToken } from './email-token-issuer';
import { findEmailToken } from './email-tokens.repository';
import { findUserByEmail, findUserById, type UserRow } from './users.repository';

async function resend(ctx: AccountsDeps, user: UserRow) {
  if (user.activated) throw new AppError('ACCOUNT_ALREADY_ACTIVE');
  const now = ctx.clock.now();
  const token = await ctx.db.transaction((tx) =>
    issueEmailToken(tx, { userId: user.id, kind: 'ACTIVATION', now, ttlMs: ACTIVATION_TOKEN_TTL_MS }),
  );
  await sendAfterCommit(ctx, activationMail(ctx.appOrigin, user.email, token, user.role));
  return { sent: true as const };
}

/** A new link from an old one, typically an expired one; the account is what counts. */
export async function resendActivationByToken(ctx: AccountsDeps, rawToken: string) {
  const token = await findEmailToken(ctx.db, 'ACTIVATION', hashSecretToken(rawToken));
  const user = token && (await findUserById(ctx.db, token.userId));
  if (!user) throw new AppError('ACTIVATION_TOKEN_INVALID');
  return resend(ctx, user);
}

/** Answers {sent:true} for unknown addresses too, so it cannot probe for accounts. */
export async function resendActivationByEmail(ctx: AccountsDeps, email: string) {
  const user = await findUserByEmail(ctx.db, email.trim());
  if (!user) return { sent: true as const };
  return resend(ctx, user);
}
