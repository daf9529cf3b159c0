import { renderScreen } from '../../../testing/render-screen';
import { PerkWizardPage } from '../wizard/perk-wizard-page';

/**
 * The wizard at `path`: every step path lands on the one page, as its layout route does in the
 * app; the list and the tiles, where it goes when done or left, say where it landed.
 */
export const renderWizard = (path: string) =>
  renderScreen(<PerkWizardPage />, path, {
    route: '/app/promotions/*',
    namespaces: ['components', 'perk-wizard'],
    elsewhere: ['/app/promotions/promotions-main', '/app/promotions/new-perk'],
  });
