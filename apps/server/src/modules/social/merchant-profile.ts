import { findProfile, insertProfile } from './social.repository';
import type { SocialContext } from './social-context';
import type { SocialProfile } from './social-port';

/** The merchant's provider profile, created (titled with the merchant id) on first need. */
export async function merchantProfile(ctx: SocialContext, merchantId: string): Promise<SocialProfile> {
  const stored = await findProfile(ctx.db, merchantId);
  if (stored) return { merchantId, profileKey: stored.profileKey };
  const { profileKey } = await ctx.port.createProfile(merchantId);
  const row = await insertProfile(ctx.db, merchantId, profileKey, ctx.clock.now());
  return { merchantId, profileKey: row?.profileKey ?? profileKey };
}
