import type { RouteObject } from 'react-router';
import { paths } from '../../config/routes';
import { notBuilt, redirectIndex } from './route-helpers';

export const supportRoutes: RouteObject = {
  path: 'support',
  handle: { titleKey: 'support' },
  children: [redirectIndex(paths.support.main), notBuilt('support-main', 'support-main')],
};
