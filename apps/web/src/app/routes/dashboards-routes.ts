import type { RouteObject } from 'react-router';
import { paths } from '../../config/routes';
import { notBuilt, redirectIndex } from './route-helpers';

export const dashboardsRoutes: RouteObject = {
  path: 'dashboards',
  handle: { titleKey: 'dashboards' },
  children: [
    redirectIndex(paths.dashboards.merchant),
    notBuilt('merchant-dashboard', 'merchant-dashboard'),
    notBuilt('sales-dashboard', 'sales-dashboard'),
    notBuilt('detail-chart/:metric', 'detail-chart'),
  ],
};
