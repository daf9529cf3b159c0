import type { SocialActiveAccounts, SocialPlatform } from '@perkdesk/contracts';
import { merchantProfile } from './merchant-profile';
import type { SocialContext } from './social-context';

/** `DELETE /api/social/accounts/{platform}`: the platforms still connected. */
export async function unlinkAccount(
  ctx: SocialContext,
  merchantId: string,
  platform: SocialPlatform,
): Promise<SocialActiveAccounts> {
  return { activeSocialAccounts: await ctx.port.unlink(await merchantProfile(ctx, merchantId), platform) };
}
