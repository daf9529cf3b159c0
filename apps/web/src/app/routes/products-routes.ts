import type { RouteObject } from 'react-router';
import { paths } from '../../config/routes';
import { notBuilt, redirectIndex } from './route-helpers';

// A list card links to its own page with ?p=<id>; the detail opens from that parameter (spec 2 §2).
export const productsRoutes: RouteObject = {
  path: 'products',
  handle: { titleKey: 'products' },
  children: [
    redirectIndex(paths.products.products),
    notBuilt('products', 'products'),
    notBuilt('addons', 'addons'),
    notBuilt('addon-groups', 'addon-groups'),
    notBuilt('product-groups', 'product-groups'),
  ],
};
