import type { RouteObject } from 'react-router';
import { paths } from '../../config/routes';
import { notBuilt, redirectIndex } from './route-helpers';

export const socialRoutes: RouteObject = {
  path: 'social-media-posting',
  handle: { titleKey: 'social-media-posting' },
  children: [
    redirectIndex(paths.social.choosePostType),
    notBuilt('your-posts', 'your-posts'),
    notBuilt('choose-post-type', 'choose-post-type'),
    notBuilt('ai-post-generator', 'ai-post-generator'),
    notBuilt('public-holidays', 'public-holidays'),
    notBuilt('general-store-promotion', 'general-store-promotion'),
    notBuilt('post-options', 'post-options'),
    notBuilt('existing-perks', 'existing-perks'),
    notBuilt('engagement', 'engagement'),
    notBuilt('schedule', 'schedule'),
  ],
};
