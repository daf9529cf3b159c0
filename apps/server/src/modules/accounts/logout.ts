import { hashSecretToken } from '../../lib/secret-tokens';
import type { AccountsDeps } from './accounts-deps';
import { findRefreshToken } from './refresh-tokens.repository';
import { revokeSessionFamily } from './revoke-session-family';

/** Ends the family of this token; unknown or already revoked tokens are fine (idempotent). */
export async function logout(ctx: AccountsDeps, rawToken: string): Promise<void> {
  const token = await findRefreshToken(ctx.db, hashSecretToken(rawToken));
  if (token) await revokeSessionFamily(ctx, token.familyId);
}
