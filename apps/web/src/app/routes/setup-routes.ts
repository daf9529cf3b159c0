import type { RouteObject } from 'react-router';
import { paths } from '../../config/routes';
import { businessProfileRoutes } from './business-profile-routes';
import { notBuilt, page, redirectIndex } from './route-helpers';
import { storeRoutes } from './store-routes';

export const setupRoutes: RouteObject = {
  path: 'setup',
  handle: { titleKey: 'setup' },
  children: [
    redirectIndex(paths.setup.businessType),
    ...businessProfileRoutes,
    ...storeRoutes,
    page(
      'global-points',
      'global-points',
      async () => (await import('../../features/promotions/pages/global-points-page')).GlobalPointsPage,
      'components',
      'promotions',
    ),
    notBuilt('payment', 'payment'),
    notBuilt('social-media-accounts', 'social-media-accounts'),
    notBuilt('subscriptions', 'subscriptions'),
    // Reached after subscribing, with ?session_id= (spec 2 §2).
    notBuilt('success', 'success'),
  ],
};
