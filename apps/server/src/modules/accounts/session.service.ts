import type { LoginResponse } from '@perkdesk/contracts';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../lib/access-tokens';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { hashSecretToken, newSecretToken } from '../../lib/secret-tokens';
import type { AccountsDeps } from './accounts-deps';
import {
  findRefreshToken,
  insertFamily,
  insertRefreshToken,
  retireRefreshToken,
} from './refresh-tokens.repository';
import { findUserById, type UserRow } from './users.repository';

const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Token pairs: a login starts a session family; each refresh rotates within it (contract §2 Tokens). */
export function createSessionService(deps: AccountsDeps) {
  const { db, clock, sessions, accessTokens } = deps;

  const issuePair = async (user: UserRow, familyId: string): Promise<LoginResponse> => {
    const now = clock.now();
    const refreshToken = newSecretToken();
    await insertRefreshToken(db, {
      id: newId(),
      familyId,
      userId: user.id,
      tokenHash: hashSecretToken(refreshToken),
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
      createdAt: now,
    });
    const accessToken = await accessTokens.sign({
      sub: user.id,
      role: user.role,
      merchantId: user.merchantId,
      sid: familyId,
    });
    return {
      access_token: accessToken,
      refresh_token: refreshToken,
      token_type: 'Bearer',
      expires_in: ACCESS_TOKEN_TTL_SECONDS,
      id: user.id,
      merchantID: user.merchantId,
      isMerchant: user.role === 'MERCHANT',
      role: user.role,
    };
  };

  const revokeFamily = async (familyId: string) => {
    sessions.announce(await sessions.revokeFamily(db, familyId));
  };

  return {
    async start(user: UserRow): Promise<LoginResponse> {
      const familyId = newId();
      await insertFamily(db, { id: familyId, userId: user.id, createdAt: clock.now() });
      return issuePair(user, familyId);
    },

    /**
     * Rotates a refresh token. A token presented after it was retired means two holders (one of
     * them possibly a thief), so the whole family is revoked and this call refused too.
     */
    async refresh(rawToken: string): Promise<LoginResponse> {
      const now = clock.now();
      const token = await findRefreshToken(db, hashSecretToken(rawToken));
      if (!token || token.familyRevokedAt) throw new AppError('TOKEN_INVALID');
      if (token.retiredAt || !(await retireRefreshToken(db, token.id, now))) {
        await revokeFamily(token.familyId);
        throw new AppError('TOKEN_INVALID');
      }
      const user = await findUserById(db, token.userId);
      if (token.expiresAt <= now || !user?.activated) throw new AppError('TOKEN_INVALID');
      return issuePair(user, token.familyId);
    },

    /** Ends the family of this token; unknown or already revoked tokens are fine (idempotent). */
    async logout(rawToken: string): Promise<void> {
      const token = await findRefreshToken(db, hashSecretToken(rawToken));
      if (token) await revokeFamily(token.familyId);
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
