import { SOCIAL_MESSAGES, SOCIAL_PLATFORMS, type SocialConnectLinkQuery } from '@perkdesk/contracts';
import { validationFailed } from '../../lib/app-error';
import { merchantProfile } from './merchant-profile';
import type { SocialContext } from './social-context';

export const SOCIAL_SETUP_PATH = '/setup/social-media-accounts';

/**
 * `GET /api/social/connect-link`: the provider's page where the merchant connects platforms (none
 * listed: all five), sending it back to `redirectUrl` (on APP_ORIGIN; default the setup screen).
 */
export async function connectLink(ctx: SocialContext, merchantId: string, query: SocialConnectLinkQuery) {
  const redirectUrl = query.redirectUrl ?? `${ctx.appOrigin}${SOCIAL_SETUP_PATH}`;
  if (new URL(redirectUrl).origin !== new URL(ctx.appOrigin).origin)
    throw validationFailed([{ field: 'redirectUrl', message: SOCIAL_MESSAGES.redirectUrl }]);
  const platforms = query.platforms.length > 0 ? query.platforms : [...SOCIAL_PLATFORMS];
  return ctx.port.connectLink(await merchantProfile(ctx, merchantId), platforms, redirectUrl);
}
