import { emailTokenState } from '@perkdesk/domain';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { hashSecretToken } from '../../lib/secret-tokens';
import type { AccountsDeps } from './accounts-deps';
import { findEmailToken, markTokenUsed, voidOpenTokens } from './email-tokens.repository';
import { findUserById } from './users.repository';

/**
 * Activates the account. The token that activated it keeps answering ALREADY_ACTIVE (a mail
 * opened twice is no error); every other token of an active account is invalid.
 */
export async function activateAccount(ctx: AccountsDeps, rawToken: string) {
  const { db } = ctx;
  const now = ctx.clock.now();
  const token = await findEmailToken(db, 'ACTIVATION', hashSecretToken(rawToken));
  if (!token) throw new AppError('ACTIVATION_TOKEN_INVALID');
  const state = emailTokenState(token, now);
  if (state === 'USED') return { id: token.userId, status: 'ALREADY_ACTIVE' as const };
  if (state === 'VOIDED') throw new AppError('ACTIVATION_TOKEN_INVALID');
  if (state === 'EXPIRED') throw new AppError('ACTIVATION_TOKEN_EXPIRED');

  const activated = await db.transaction(async (tx) => {
    const user = await findUserById(tx, token.userId);
    if (!user || user.activated || !(await markTokenUsed(tx, token.id, now))) return false;
    await tx.update(users).set({ activated: true, updatedAt: now }).where(eq(users.id, user.id));
    await voidOpenTokens(tx, user.id, 'ACTIVATION', now);
    return true;
  });
  if (activated) return { id: token.userId, status: 'ACTIVATED' as const };
  // A concurrent call with this same token won the race: it is now the activating token.
  const again = await findEmailToken(db, 'ACTIVATION', token.tokenHash);
  if (again?.usedAt) return { id: token.userId, status: 'ALREADY_ACTIVE' as const };
  throw new AppError('ACTIVATION_TOKEN_INVALID');
}
