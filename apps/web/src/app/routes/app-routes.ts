import type { RouteObject } from 'react-router';
import { paths } from '../../config/routes';
import { dashboardsRoutes } from './dashboards-routes';
import { productsRoutes } from './products-routes';
import { profileRoutes } from './profile-routes';
import { promotionsRoutes } from './promotions-routes';
import { reportRoutes } from './report-routes';
import { page, redirectIndex, withStrings } from './route-helpers';
import { setupRoutes } from './setup-routes';
import { socialRoutes } from './social-routes';
import { supportRoutes } from './support-routes';

/** /app: the main shell (side menu, top bar, footer) behind the session guard. */
export const appRoutes: RouteObject = {
  path: paths.app,
  lazy: () =>
    withStrings(['shell'], async () => ({ Component: (await import('../layouts/main-layout')).MainLayout })),
  children: [
    redirectIndex(paths.dashboards.root),
    dashboardsRoutes,
    reportRoutes,
    supportRoutes,
    profileRoutes,
    setupRoutes,
    productsRoutes,
    promotionsRoutes,
    socialRoutes,
    page(
      'pages/miscellaneous/search',
      'search',
      async () => (await import('../../features/shell/search/search-page')).SearchPage,
    ),
  ],
};
