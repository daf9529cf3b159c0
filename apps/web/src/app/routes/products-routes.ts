import type { RouteObject } from 'react-router';
import { paths } from '../../config/routes';
import { page, redirectIndex } from './route-helpers';

// A list card links to its own page with ?p=<id>; the detail opens from that parameter (spec 2 §2).
export const productsRoutes: RouteObject = {
  path: 'products',
  handle: { titleKey: 'products' },
  children: [
    redirectIndex(paths.products.products),
    page(
      'products',
      'products',
      async () => (await import('../../features/catalogue/pages/product-list-page')).ProductListPage,
      'components',
      'products',
      'catalogue',
    ),
    page(
      'addons',
      'addons',
      async () => (await import('../../features/catalogue/pages/addon-list-page')).AddonListPage,
      'components',
      'catalogue',
      // The add-on dialog reuses the product dialog's store-taxes, groups and attributes fields.
      'products',
    ),
    page(
      'addon-groups',
      'addon-groups',
      async () => (await import('../../features/catalogue/pages/addon-group-list-page')).AddonGroupListPage,
      'components',
      'catalogue',
    ),
    page(
      'product-groups',
      'product-groups',
      async () =>
        (await import('../../features/catalogue/pages/product-group-list-page')).ProductGroupListPage,
      'components',
      'catalogue',
      'products',
    ),
  ],
};
