import type { AccountsDeps } from './accounts-deps';

/** Revokes the family, then announces it so that its access tokens stop working at once. */
export async function revokeSessionFamily(ctx: AccountsDeps, familyId: string): Promise<void> {
  ctx.sessions.announce(await ctx.sessions.revokeFamily(ctx.db, familyId));
}
