import type { RouteObject } from 'react-router';
import { paths } from '../../config/routes';
import { page, redirectIndex, withStrings } from './route-helpers';

/**
 * The orders area: its own layout (top bar and the live orders sidebar), guarded like the main
 * shell. orders-main/{id} opens an order; orders-main/main is none open.
 */
export const ordersRoutes: RouteObject = {
  path: '/app/orders',
  handle: { titleKey: 'orders' },
  lazy: () =>
    withStrings(['shell', 'orders'], async () => ({
      Component: (await import('../layouts/orders-layout')).OrdersLayout,
    })),
  children: [
    redirectIndex(paths.orders.main()),
    page(
      'orders-main/:id',
      'orders-main',
      async () => (await import('../../features/orders/pages/order-detail-page')).OrderDetailPage,
    ),
  ],
};
