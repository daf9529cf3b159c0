import type { RouteObject } from 'react-router';
import { paths } from '../../config/routes';
import { notBuilt, redirectIndex, withStrings } from './route-helpers';

/** The orders area: its own layout (top bar and orders sidebar), guarded like the main shell. */
export const ordersRoutes: RouteObject = {
  path: '/app/orders',
  handle: { titleKey: 'orders' },
  lazy: () =>
    withStrings(['shell'], async () => ({
      Component: (await import('../layouts/orders-layout')).OrdersLayout,
    })),
  children: [redirectIndex(paths.orders.main()), notBuilt('orders-main/:id', 'orders-main')],
};
