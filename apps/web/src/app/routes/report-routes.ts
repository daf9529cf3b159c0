import type { RouteObject } from 'react-router';
import { paths } from '../../config/routes';
import { page, redirectIndex } from './route-helpers';

export const reportRoutes: RouteObject = {
  path: 'report',
  handle: { titleKey: 'report' },
  children: [
    redirectIndex(paths.report.orderHistory),
    page(
      'order-history',
      'order-history',
      async () => (await import('../../features/order-history/pages/order-history-page')).OrderHistoryPage,
      'components',
      'order-history',
    ),
    // Spec 1 §2 names this route order-detail.
    {
      ...page(
        ':id',
        'order-detail',
        async () => (await import('../../features/order-history/pages/order-detail-page')).OrderDetailPage,
        'order-history',
      ),
      id: 'order-detail',
    },
  ],
};
