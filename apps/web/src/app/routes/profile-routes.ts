import type { RouteObject } from 'react-router';
import { paths } from '../../config/routes';
import { page, redirectIndex } from './route-helpers';

export const profileRoutes: RouteObject = {
  path: 'profile',
  handle: { titleKey: 'profile' },
  children: [
    redirectIndex(paths.profile.userProfile),
    page(
      'user-profile',
      'user-profile',
      async () => (await import('../../features/profile/user-profile-page')).UserProfilePage,
      'profile',
    ),
  ],
};
