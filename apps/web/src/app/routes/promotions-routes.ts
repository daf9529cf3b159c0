import type { RouteObject } from 'react-router';
import { paths } from '../../config/routes';
import { notBuilt, redirectIndex } from './route-helpers';

/** The two detail steps of a deal family, e.g. item/:type/:action/details1 and details2. */
function twoSteps(prefix: string): RouteObject[] {
  return [notBuilt(`${prefix}/details1`, 'details1'), notBuilt(`${prefix}/details2`, 'details2')];
}

// The wizard of spec 2 §2. :type is the promotion or deal subtype, :action new or edit.
export const promotionsRoutes: RouteObject = {
  path: 'promotions',
  handle: { titleKey: 'promotions' },
  children: [
    redirectIndex(paths.promotions.main),
    notBuilt('promotions-main', 'promotions-main'),
    notBuilt('new-perk', 'new-perk'),
    notBuilt('rewards', 'rewards'),
    notBuilt(':type/:action/general', 'general'),
    notBuilt('point-perk/:action/details', 'point-perk'),
    notBuilt('punch-card/:action/details', 'punch-card'),
    notBuilt('reward-item/:action/details', 'reward-item'),
    ...twoSteps(':type/:action'),
    ...twoSteps('item/:type/:action'),
    ...twoSteps('cart/:type/:action'),
    ...twoSteps('multi/:type/:action'),
  ],
};
