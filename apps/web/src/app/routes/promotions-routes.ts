import type { RouteObject } from 'react-router';
import { paths } from '../../config/routes';
import type { SegmentKey } from '../../features/shell/segment-label';
import { page, redirectIndex, withStrings } from './route-helpers';

/** A wizard step: the wizard layout above renders it, so the route only names the step. */
function step(path: string, titleKey: SegmentKey): RouteObject {
  return { path, handle: { titleKey } };
}

/** The two detail steps of a deal family, e.g. item/:type/:action/details1 and details2. */
function twoSteps(prefix: string): RouteObject[] {
  return [step(`${prefix}/details1`, 'details1'), step(`${prefix}/details2`, 'details2')];
}

// The perk wizard of spec 2 §2: one layout over every step route, so its state lives through
// the steps. :type is the perk kind (features/promotions/perk-kinds), :action new or edit.
const wizard: RouteObject = {
  lazy: () =>
    withStrings(['perk-wizard', 'components'], async () => ({
      Component: (await import('../../features/promotions/wizard/perk-wizard-page')).PerkWizardPage,
    })),
  children: [
    step(':type/:action/general', 'general'),
    step('point-perk/:action/details', 'point-perk'),
    step('punch-card/:action/details', 'punch-card'),
    step('reward-item/:action/details', 'reward-item'),
    ...twoSteps(':type/:action'),
    ...twoSteps('item/:type/:action'),
    ...twoSteps('cart/:type/:action'),
    ...twoSteps('multi/:type/:action'),
  ],
};

export const promotionsRoutes: RouteObject = {
  path: 'promotions',
  handle: { titleKey: 'promotions' },
  children: [
    redirectIndex(paths.promotions.main),
    page(
      'promotions-main',
      'promotions-main',
      async () => (await import('../../features/promotions/pages/promotion-list-page')).PromotionListPage,
      'components',
      'promotions',
    ),
    page(
      'new-perk',
      'new-perk',
      async () => (await import('../../features/promotions/pages/new-perk-page')).NewPerkPage,
      'perk-wizard',
    ),
    page(
      'rewards',
      'rewards',
      async () => (await import('../../features/promotions/pages/rewards-page')).RewardsPage,
      'perk-wizard',
    ),
    wizard,
  ],
};
