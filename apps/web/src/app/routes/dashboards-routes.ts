import type { RouteObject } from 'react-router';
import { paths } from '../../config/routes';
import { page, redirectIndex } from './route-helpers';

export const dashboardsRoutes: RouteObject = {
  path: 'dashboards',
  handle: { titleKey: 'dashboards' },
  children: [
    redirectIndex(paths.dashboards.merchant),
    page(
      'merchant-dashboard',
      'merchant-dashboard',
      async () =>
        (await import('../../features/dashboards/pages/merchant-dashboard-page')).MerchantDashboardPage,
      'components',
      'dashboards',
    ),
    page(
      'sales-dashboard',
      'sales-dashboard',
      async () => (await import('../../features/dashboards/pages/sales-dashboard-page')).SalesDashboardPage,
      'components',
      'dashboards',
    ),
    page(
      'detail-chart/:metric',
      'detail-chart',
      async () => (await import('../../features/dashboards/pages/detail-chart-page')).DetailChartPage,
      'components',
      'dashboards',
    ),
  ],
};
