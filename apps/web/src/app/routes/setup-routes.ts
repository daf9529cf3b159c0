import type { RouteObject } from 'react-router';
import { paths } from '../../config/routes';
import { businessProfileRoutes } from './business-profile-routes';
import { page, redirectIndex } from './route-helpers';
import { storeRoutes } from './store-routes';

const payments = () => import('../../features/payments/pages/payment-page');

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
    page('payment', 'payment', async () => (await payments()).PaymentPage, 'components', 'payments'),
    // The sandbox's stand-in for the provider's dashboard (GET /api/accounts/merchant/dashboard).
    page(
      'payment/sandbox-dashboard',
      'sandbox-dashboard',
      async () => (await import('../../features/payments/pages/sandbox-dashboard-page')).SandboxDashboardPage,
      'payments',
    ),
    page(
      'social-media-accounts',
      'social-media-accounts',
      async () => (await import('../../features/social/pages/social-accounts-page')).SocialAccountsPage,
      'components',
      'social',
    ),
    page(
      'subscriptions',
      'subscriptions',
      async () => (await import('../../features/payments/pages/subscriptions-page')).SubscriptionsPage,
      'components',
      'payments',
    ),
    // Reached after subscribing, with ?session_id= (spec 2 §2).
    page(
      'success',
      'success',
      async () => (await import('../../features/payments/pages/success-page')).SuccessPage,
      'payments',
    ),
  ],
};
