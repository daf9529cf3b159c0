import { type RouteObject, redirect } from 'react-router';
import { paths } from '../../config/routes';
import { page, withStrings } from './route-helpers';

/**
 * The store list (business location) and the store editor with its tabs (spec 2 §2 Setup).
 * "Add store" opens the editor at stores/new/general, which creates the store on save. The
 * editor's layout loads the strings; its tabs are chunks of their own.
 */
export const storeRoutes: RouteObject[] = [
  page(
    'business-location',
    'business-location',
    async () => (await import('../../features/stores/pages/store-list-page')).StoreListPage,
    'components',
    'stores',
  ),
  {
    path: 'stores/:id',
    handle: { titleKey: 'business-location' },
    lazy: () =>
      withStrings(['components', 'stores'], async () => ({
        Component: (await import('../../features/stores/pages/store-editor-layout')).StoreEditorLayout,
      })),
    children: [
      // Spec 2 gives no default page for a store; general is its first tab.
      { index: true, loader: ({ params }) => redirect(paths.setup.store.general(params.id ?? '')) },
      page(
        'general',
        'general',
        async () => (await import('../../features/stores/tabs/general-tab')).GeneralTab,
      ),
      page(
        'location',
        'location',
        async () => (await import('../../features/stores/tabs/location-tab')).LocationTab,
      ),
      page(
        'tax-details',
        'tax-details',
        async () => (await import('../../features/stores/tabs/tax-details-tab')).TaxDetailsTab,
      ),
      page(
        'details',
        'details',
        async () => (await import('../../features/stores/tabs/details-tab')).DetailsTab,
      ),
      page(
        'delivery-rules',
        'delivery-rules',
        async () => (await import('../../features/stores/tabs/delivery-rules-tab')).DeliveryRulesTab,
      ),
      page(
        'delivery-rules/:idx',
        'delivery-rule',
        async () => (await import('../../features/stores/pages/delivery-rule-page')).DeliveryRulePage,
      ),
    ],
  },
];
