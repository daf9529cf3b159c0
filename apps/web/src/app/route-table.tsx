import type { RouteObject } from 'react-router';
import { paths } from '../config/routes';
import { RouteErrorBoundary } from '../features/shell/route-error-boundary';
import { RouteFallback } from './route-fallback';
import { appRoutes } from './routes/app-routes';
import { authRoutes } from './routes/auth-routes';
import { ordersRoutes } from './routes/orders-routes';
import { page, redirectIndex, withQueries } from './routes/route-helpers';

/** The whole route table (spec 1 §2, spec 2 §2). Every screen is lazy; only this table is eager. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    errorElement: <RouteErrorBoundary />,
    HydrateFallback: RouteFallback,
    children: [
      // "/" is the main shell's entry and goes straight to the dashboards.
      { path: paths.root, children: [redirectIndex(paths.dashboards.root)] },
      appRoutes,
      ordersRoutes,
      ...authRoutes,
      withQueries([
        page(
          paths.dev.mailbox,
          undefined,
          async () => (await import('../features/mailbox/mailbox-page')).MailboxPage,
          'mailbox',
        ),
      ]),
      page(paths.error, undefined, async () => (await import('../features/shell/error-page')).ErrorPage),
      page('*', undefined, async () => (await import('../features/shell/not-found-page')).NotFoundPage),
    ],
  },
];
