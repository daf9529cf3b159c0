import { type RouteObject, redirect } from 'react-router';
import { paths } from '../../config/routes';
import { notBuilt, redirectIndex } from './route-helpers';

const storeRoutes: RouteObject = {
  path: 'stores/:id',
  handle: { titleKey: 'business-location' },
  children: [
    // Spec 2 gives no default page for a store; general is its first tab.
    { index: true, loader: ({ params }) => redirect(paths.setup.store.general(params.id ?? '')) },
    notBuilt('general', 'general'),
    notBuilt('location', 'location'),
    notBuilt('tax-details', 'tax-details'),
    notBuilt('details', 'details'),
    notBuilt('delivery-rules', 'delivery-rules'),
    notBuilt('delivery-rules/:idx', 'delivery-rule'),
  ],
};

export const setupRoutes: RouteObject = {
  path: 'setup',
  handle: { titleKey: 'setup' },
  children: [
    redirectIndex(paths.setup.businessType),
    storeRoutes,
    notBuilt('business-brand', 'business-brand'),
    notBuilt('business-tax-details', 'business-tax-details'),
    notBuilt('business-type', 'business-type'),
    notBuilt('business-category', 'business-category'),
    notBuilt('business-location', 'business-location'),
    notBuilt('business-profile', 'business-profile'),
    notBuilt('business-profile-details', 'business-profile-details'),
    notBuilt('global-points', 'global-points'),
    notBuilt('payment', 'payment'),
    notBuilt('social-media-accounts', 'social-media-accounts'),
    notBuilt('subscriptions', 'subscriptions'),
    // Reached after subscribing, with ?session_id= (spec 2 §2).
    notBuilt('success', 'success'),
  ],
};
