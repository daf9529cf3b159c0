import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { initI18n, loadNamespaces } from '../../../i18n';
import { stubBrowser } from '../../../testing/jsdom-stubs';
import { PerkWizardPage } from './perk-wizard-page';

const landed = () => <p>landed on another page</p>;

/**
 * The wizard at `path` for the screen tests (with the promotions harness's stand-in server,
 * testing/render-promotions): every step path lands on the one page, as the layout route does in
 * the app, with the strings its route loads. Any other path says where it landed.
 */
export async function renderWizard(path: string) {
  stubBrowser();
  await initI18n('en');
  await loadNamespaces('components', 'perk-wizard');
  const router = createMemoryRouter(
    [
      { path: '/app/promotions/*', element: <PerkWizardPage /> },
      // The list and the tiles, where the wizard goes when it is done or left.
      { path: '/app/promotions/promotions-main', Component: landed },
      { path: '/app/promotions/new-perk', Component: landed },
      { path: '*', Component: landed },
    ],
    { initialEntries: [path] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { router };
}
