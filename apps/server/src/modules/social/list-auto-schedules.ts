import { merchantProfile } from './merchant-profile';
import type { SocialContext } from './social-context';

/** `GET /api/social/auto-schedule`: a bare array. */
export async function listAutoSchedules(ctx: SocialContext, merchantId: string) {
  return ctx.port.listAutoSchedules(await merchantProfile(ctx, merchantId));
}
