import type { ResetTokenState } from '@perkdesk/contracts';
import { emailTokenState, RESET_TOKEN_TTL_MS } from '@perkdesk/domain';
import { AppError } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { hashSecretToken } from '../../lib/secret-tokens';
import { resetMail, sendAfterCommit } from './account-mails';
import type { AccountsDeps } from './accounts-deps';
import { issueEmailToken } from './email-token-issuer';
import { findEmailToken, markTokenUsed } from './email-tokens.repository';
import { findUserByEmail, findUserById, updateUser } from './users.repository';

const RESET_STATE = { VALID: 'VALID', USED: 'USED', VOIDED: 'INVALID', EXPIRED: 'EXPIRED' } as const;
const RESET_REFUSAL = {
  USED: 'RESET_TOKEN_USED',
  VOIDED: 'RESET_TOKEN_INVALID',
  EXPIRED: 'RESET_TOKEN_EXPIRED',
} as const;

export function createPasswordService(deps: AccountsDeps) {
  const { db, clock, sessions } = deps;

  return {
    /** Always answers {sent:true}, so it cannot probe for accounts. Works while logins are throttled. */
    async startReset(email: string) {
      const user = await findUserByEmail(db, email);
      if (user) {
        const now = clock.now();
        const token = await db.transaction((tx) =>
          issueEmailToken(tx, { userId: user.id, kind: 'RESET', now, ttlMs: RESET_TOKEN_TTL_MS }),
        );
        await sendAfterCommit(deps, resetMail(deps.appOrigin, user.email, token));
      }
      return { sent: true as const };
    },

    async resetState(rawToken: string): Promise<ResetTokenState> {
      const token = await findEmailToken(db, 'RESET', hashSecretToken(rawToken));
      return token ? RESET_STATE[emailTokenState(token, clock.now())] : 'INVALID';
    },

    /** Sets the password and signs the account out everywhere: every session family is revoked. */
    async resetPassword(rawToken: string, password: string): Promise<void> {
      const now = clock.now();
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
    },

    async verify(userId: string, password: string) {
      const user = await findUserById(db, userId);
      if (!user || !(await verifyPassword(user.passwordHash, password)))
        throw new AppError('BAD_CREDENTIALS');
      return { valid: true as const };
    },
  };
}
export type PasswordService = ReturnType<typeof createPasswordService>;
