import type { SocialAccounts } from '@perkdesk/contracts';
import { merchantProfile } from './merchant-profile';
import type { SocialContext } from './social-context';

/** `GET /api/social/accounts`: the connected platforms and their display names. */
export async function listAccounts(ctx: SocialContext, merchantId: string): Promise<SocialAccounts> {
  return ctx.port.accounts(await merchantProfile(ctx, merchantId));
}
