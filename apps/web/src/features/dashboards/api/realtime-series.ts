import { type DashboardMetric, seriesRowSchema, type ViewMode } from '@perkdesk/contracts';
import { z } from 'zod';
import { type DashboardScope, ownerPath } from '../model/dashboard-scope';
import { useDashboardQuery } from './dashboard-get';

/**
 * GET /api/sales-dashboard/realtime/{metric}/{viewMode}/{merchantId}[/{storeId}]: the last 30 days,
 * 12 ISO weeks or 12 months, ending today (contract §13).
 */
export const realtimeSeriesPath = (scope: DashboardScope, metric: DashboardMetric, viewMode: ViewMode) =>
  `/api/sales-dashboard/realtime/${metric}/${viewMode}/${ownerPath(scope)}`;

export function useRealtimeSeries(scope: DashboardScope | null, metric: DashboardMetric, viewMode: ViewMode) {
  return useDashboardQuery(
    'realtime-series',
    scope && realtimeSeriesPath(scope, metric, viewMode),
    z.array(seriesRowSchema),
  );
}
