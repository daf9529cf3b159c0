import { type RouteObject, redirect } from 'react-router';
import { paths } from '../../config/routes';
import { notBuilt } from './route-helpers';

/** The store list (business location) and the store editor with its tabs (spec 2 §2 Setup). */
export const storeRoutes: RouteObject[] = [
  notBuilt('business-location', 'business-location'),
  {
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
  },
];
