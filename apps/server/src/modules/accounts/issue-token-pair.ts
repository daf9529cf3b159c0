import type { LoginResponse } from '@perkdesk/contracts';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../lib/access-tokens';
import { newId } from '../../lib/ids';
import { hashSecretToken, newSecretToken } from '../../lib/secret-tokens';
import type { AccountsDeps } from './accounts-deps';
import { insertRefreshToken } from './refresh-tokens.repository';
import type { UserRow } from './users.repository';

const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** A new access token and refresh token in the session family (contract §2 Tokens). */
export async function issueTokenPair(
  ctx: AccountsDeps,
  user: UserRow,
  familyId: string,
): Promise<LoginResponse> {
  const now = ctx.clock.now();
  const refreshToken = newSecretToken();
  await insertRefreshToken(ctx.db, {
    id: newId(),
    familyId,
    userId: user.id,
    tokenHash: hashSecretToken(refreshToken),
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
    createdAt: now,
  });
  const accessToken = await ctx.accessTokens.sign({
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
}
