import type { RouteObject } from 'react-router';
import { paths } from '../../config/routes';
import { page, redirectIndex } from './route-helpers';

export const supportRoutes: RouteObject = {
  path: 'support',
  handle: { titleKey: 'support' },
  children: [
    redirectIndex(paths.support.main),
    page(
      'support-main',
      'support-main',
      async () => (await import('../../features/support/pages/support-page')).SupportPage,
      'support',
    ),
  ],
};
