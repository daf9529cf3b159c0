import { type Day, popularHourSchema } from '@perkdesk/contracts';
import { z } from 'zod';
import { type DashboardScope, ownerPath } from '../model/dashboard-scope';
import { useDashboardQuery } from './dashboard-get';

/** GET /api/merchant-dashboard/popular-time/{s}/{e}/{weekDay}/{merchantId}[/{storeId}]: 24 hourly rows. */
export const popularTimePath = (scope: DashboardScope, weekDay: Day) =>
  `/api/merchant-dashboard/popular-time/${encodeURIComponent(scope.start)}/${encodeURIComponent(scope.end)}/${weekDay}/${ownerPath(scope)}`;

export function usePopularTime(scope: DashboardScope | null, weekDay: Day) {
  return useDashboardQuery(
    'popular-time',
    scope && popularTimePath(scope, weekDay),
    z.array(popularHourSchema),
  );
}
