import type { RouteObject } from 'react-router';
import { paths } from '../../config/routes';
import type { SegmentKey } from '../../features/shell/segment-label';
import { page, redirectIndex, withStrings } from './route-helpers';

/** A wizard step: the wizard layout above renders it, so the route only names the step. */
function step(path: string, titleKey: SegmentKey): RouteObject {
  return { path, handle: { titleKey } };
}

// The AI post generator wizard of spec 2 §2: one layout over its step routes, so one state lives
// through the steps.
const wizard: RouteObject = {
  lazy: () =>
    withStrings(['social', 'components'], async () => ({
      Component: (await import('../../features/social/wizard/social-wizard-page')).SocialWizardPage,
    })),
  children: [
    step('choose-post-type', 'choose-post-type'),
    step('public-holidays', 'public-holidays'),
    step('existing-perks', 'existing-perks'),
    step('general-store-promotion', 'general-store-promotion'),
    step('post-options', 'post-options'),
    step('ai-post-generator', 'ai-post-generator'),
  ],
};

export const socialRoutes: RouteObject = {
  path: 'social-media-posting',
  handle: { titleKey: 'social-media-posting' },
  children: [
    redirectIndex(paths.social.choosePostType),
    page(
      'your-posts',
      'your-posts',
      async () => (await import('../../features/social/pages/your-posts-page')).YourPostsPage,
      'social',
      'components',
    ),
    wizard,
    page(
      'engagement',
      'engagement',
      async () => (await import('../../features/social/pages/engagement-page')).EngagementPage,
      'social',
    ),
    page(
      'schedule',
      'schedule',
      async () => (await import('../../features/social/pages/schedule-page')).SchedulePage,
      'social',
      'components',
    ),
  ],
};
