import { emailTokenState } from '@perkdesk/domain';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';
import { hashSecretToken } from '../../lib/secret-tokens';
import type { AccountsDeps } from './accounts-deps';
import { findEmailToken, markTokenUsed } from './email-tokens.repository';
import { updateUser } from './users.repository';

const RESET_REFUSAL = {
  USED: 'RESET_TOKEN_USED',
  VOIDED: 'RESET_TOKEN_INVALID',
  EXPIRED: 'RESET_TOKEN_EXPIRED',
} as const;

/** Sets the password and signs the account out everywhere: every session family is revoked. */
export async function resetPassword(ctx: AccountsDeps, rawToken: string, password: string): Promise<void> {
  const { db, sessions } = ctx;
  const now = ctx.clock.now();
  const token = await findEmailToken(db, 'RESET', hashSecretToken(rawToken));
  if (!token) throw new AppError('RESET_TOKEN_INVALID');
  const state = emailTokenState(token, now);
  if (state !== 'VALID') throw new AppError(RESET_REFUSAL[state]);
  const passwordHash = await hashPassword(password);
  const revoked = await db.transaction(async (tx) => {
    if (!(await markTokenUsed(tx, token.id, now))) throw new AppError('RESET_TOKEN_USED');
    await updateUser(tx, token.userId, { passwordHash }, now);
    return sessions.revokeAllOf(tx, token.userId);
  });
  sessions.announce(revoked);
}
