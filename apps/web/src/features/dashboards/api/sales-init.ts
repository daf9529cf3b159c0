import { metricTotalSchema } from '@perkdesk/contracts';
import { z } from 'zod';
import { type DashboardScope, scopePath } from '../model/dashboard-scope';
import { useDashboardQuery } from './dashboard-get';

/** GET /api/sales-dashboard/init/…: the 7 sales figures (contract §13). */
export const salesInitPath = (scope: DashboardScope) => `/api/sales-dashboard/init/${scopePath(scope)}`;

export function useSalesInit(scope: DashboardScope | null) {
  return useDashboardQuery('sales-init', scope && salesInitPath(scope), z.array(metricTotalSchema));
}
