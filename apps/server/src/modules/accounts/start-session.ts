import type { LoginResponse } from '@perkdesk/contracts';
import { newId } from '../../lib/ids';
import type { AccountsDeps } from './accounts-deps';
import { issueTokenPair } from './issue-token-pair';
import { insertFamily } from './refresh-tokens.repository';
import type { UserRow } from './users.repository';

/** A login starts a session family; each refresh then rotates within it. */
export async function startSession(ctx: AccountsDeps, user: UserRow): Promise<LoginResponse> {
  const familyId = newId();
  await insertFamily(ctx.db, { id: familyId, userId: user.id, createdAt: ctx.clock.now() });
  return issueTokenPair(ctx, user, familyId);
}
