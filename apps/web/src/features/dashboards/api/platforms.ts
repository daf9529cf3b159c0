import { platformTotalSchema } from '@perkdesk/contracts';
import { z } from 'zod';
import { type DashboardScope, scopePath } from '../model/dashboard-scope';
import { useDashboardQuery } from './dashboard-get';

/** GET /api/merchant-dashboard/platform/…: store views on iOS, Android and the web. */
export const platformsPath = (scope: DashboardScope) =>
  `/api/merchant-dashboard/platform/${scopePath(scope)}`;

export function usePlatforms(scope: DashboardScope | null) {
  return useDashboardQuery('platforms', scope && platformsPath(scope), z.array(platformTotalSchema));
}
