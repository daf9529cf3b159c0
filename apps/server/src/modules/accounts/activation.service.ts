import { ACTIVATION_TOKEN_TTL_MS, emailTokenState } from '@perkdesk/domain';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { hashSecretToken } from '../../lib/secret-tokens';
import { activationMail, sendAfterCommit } from './account-mails';
import type { AccountsDeps } from './accounts-deps';
import { issueEmailToken } from './email-token-issuer';
import { findEmailToken, markTokenUsed, voidOpenTokens } from './email-tokens.repository';
import { findUserByEmail, findUserById, type UserRow } from './users.repository';

export function createActivationService(deps: AccountsDeps) {
  const { db, clock } = deps;

  const resend = async (user: UserRow) => {
    if (user.activated) throw new AppError('ACCOUNT_ALREADY_ACTIVE');
    const now = clock.now();
    const token = await db.transaction((tx) =>
      issueEmailToken(tx, { userId: user.id, kind: 'ACTIVATION', now, ttlMs: ACTIVATION_TOKEN_TTL_MS }),
    );
    await sendAfterCommit(deps, activationMail(deps.appOrigin, user.email, token));
    return { sent: true as const };
  };

  return {
    /**
     * Activates the account. The token that activated it keeps answering ALREADY_ACTIVE (a mail
     * opened twice is no error); every other token of an active account is invalid.
     */
    async activate(rawToken: string) {
      const now = clock.now();
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
    },

    /** A new link from an old one, typically an expired one; the account is what counts. */
    async resendByToken(rawToken: string) {
      const token = await findEmailToken(db, 'ACTIVATION', hashSecretToken(rawToken));
      const user = token && (await findUserById(db, token.userId));
      if (!user) throw new AppError('ACTIVATION_TOKEN_INVALID');
      return resend(user);
    },

    /** Answers {sent:true} for unknown addresses too, so it cannot probe for accounts. */
    async resendByEmail(email: string) {
      const user = await findUserByEmail(db, email.trim());
      if (!user) return { sent: true as const };
      return resend(user);
    },

    async isActivated(id: string): Promise<boolean> {
      const user = await findUserById(db, id);
      if (!user) throw new AppError('NOT_FOUND');
      return user.activated;
    },
  };
}
export type ActivationService = ReturnType<typeof createActivationService>;
