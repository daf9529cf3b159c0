import { notFound } from '../../lib/app-error';
import { merchantProfile } from './merchant-profile';
import type { SocialContext } from './social-context';

/** `DELETE /api/social/auto-schedule` `{title}`: 404 when there is none with that title. */
export async function deleteAutoSchedule(ctx: SocialContext, merchantId: string, title: string) {
  if (!(await ctx.port.deleteAutoSchedule(await merchantProfile(ctx, merchantId), title))) throw notFound();
  return { deleted: true as const };
}
