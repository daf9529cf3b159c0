import { type DashboardMetric, seriesRowSchema, type ViewMode } from '@perkdesk/contracts';
import { z } from 'zod';
import { type DashboardScope, scopePath } from '../model/dashboard-scope';
import { useDashboardQuery } from './dashboard-get';

/** GET /api/sales-dashboard/{metric}/{viewMode}/…: one row per period of the range, empty ones included. */
export const seriesPath = (scope: DashboardScope, metric: DashboardMetric, viewMode: ViewMode) =>
  `/api/sales-dashboard/${metric}/${viewMode}/${scopePath(scope)}`;

export function useSeries(scope: DashboardScope | null, metric: DashboardMetric, viewMode: ViewMode) {
  return useDashboardQuery('series', scope && seriesPath(scope, metric, viewMode), z.array(seriesRowSchema));
}
