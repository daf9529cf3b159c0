import { metricTotalSchema } from '@perkdesk/contracts';
import { z } from 'zod';
import { type DashboardScope, scopePath } from '../model/dashboard-scope';
import { useDashboardQuery } from './dashboard-get';

/** GET /api/merchant-dashboard/init/…: the 8 traffic and after-sale counts (contract §13). */
export const merchantInitPath = (scope: DashboardScope) => `/api/merchant-dashboard/init/${scopePath(scope)}`;

export function useMerchantInit(scope: DashboardScope | null) {
  return useDashboardQuery('merchant-init', scope && merchantInitPath(scope), z.array(metricTotalSchema));
}
