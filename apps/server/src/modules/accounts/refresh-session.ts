import type { LoginResponse } from '@perkdesk/contracts';
import { AppError } from '../../lib/app-error';
import { hashSecretToken } from '../../lib/secret-tokens';
import type { AccountsDeps } from './accounts-deps';
import { issueTokenPair } from './issue-token-pair';
import { findRefreshToken, retireRefreshToken } from './refresh-tokens.repository';
import { revokeSessionFamily } from './revoke-session-family';
import { findUserById } from './users.repository';

/**
 * Rotates a refresh token. A token presented after it was retired means two holders (one of
 * them possibly a thief), so the whole family is revoked and this call refused too.
 */
export async function refreshSession(ctx: AccountsDeps, rawToken: string): Promise<LoginResponse> {
  const now = ctx.clock.now();
  const token = await findRefreshToken(ctx.db, hashSecretToken(rawToken));
  if (!token || token.familyRevokedAt) throw new AppError('TOKEN_INVALID');
  if (token.retiredAt || !(await retireRefreshToken(ctx.db, token.id, now))) {
    await revokeSessionFamily(ctx, token.familyId);
    throw new AppError('TOKEN_INVALID');
  }
  const user = await findUserById(ctx.db, token.userId);
  if (token.expiresAt <= now || !user?.activated) throw new AppError('TOKEN_INVALID');
  return issueTokenPair(ctx, user, token.familyId);
}
