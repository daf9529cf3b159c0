import type { PlatformTotal } from '@perkdesk/contracts';
import type { DashboardContext, DashboardScope, DayRange } from './dashboards-context';
import { sumDays } from './day-sums.repository';

/** Store views by platform, the three always present. */
export async function platformSplit(
  ctx: DashboardContext,
  scope: DashboardScope,
  range: DayRange,
): Promise<PlatformTotal[]> {
  const days = await sumDays(ctx.db, scope, range);
  return [
    { platform: 'IOS', total: days.viewsIos },
    { platform: 'ANDROID', total: days.viewsAndroid },
    { platform: 'WEB', total: days.viewsWeb },
  ];
}
