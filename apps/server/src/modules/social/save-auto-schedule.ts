import type { AutoSchedule } from '@perkdesk/contracts';
import { merchantProfile } from './merchant-profile';
import type { SocialContext } from './social-context';
import type { StoredAutoSchedule } from './social-port';

/** `POST /api/social/auto-schedule`: the title is the key; an existing title is replaced. */
export async function saveAutoSchedule(
  ctx: SocialContext,
  merchantId: string,
  body: AutoSchedule,
): Promise<StoredAutoSchedule> {
  const schedule: StoredAutoSchedule = {
    title: body.title,
    schedule: [...new Set(body.schedule)].sort(),
    daysOfWeek: [...new Set(body.daysOfWeek)].sort(),
    excludeDates: [...new Set(body.excludeDates ?? [])].sort(),
  };
  await ctx.port.saveAutoSchedule(await merchantProfile(ctx, merchantId), schedule);
  return schedule;
}
