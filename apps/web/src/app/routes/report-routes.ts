import type { RouteObject } from 'react-router';
import { paths } from '../../config/routes';
import { notBuilt, redirectIndex } from './route-helpers';

export const reportRoutes: RouteObject = {
  path: 'report',
  handle: { titleKey: 'report' },
  children: [
    redirectIndex(paths.report.orderHistory),
    notBuilt('order-history', 'order-history'),
    // Spec 1 §2 names this route order-detail.
    { ...notBuilt(':id', 'order-detail'), id: 'order-detail' },
  ],
};
