import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { initI18n, loadNamespaces } from '../i18n';
import type { LazyNamespace } from '../i18n/resources';
import { stubBrowser } from './jsdom-stubs';

export interface ScreenOptions {
  /** The route pattern the element is mounted at; `path` without its query by default. */
  route?: string;
  /** The lazily loaded strings the screen's route loads with its code. */
  namespaces?: readonly LazyNamespace[];
  /** Whether the screen gets a query client, as the routes in `withQueries` do; login does not. */
  queries?: boolean;
  /** Route patterns that would otherwise match `route` but belong to other screens. */
  elsewhere?: readonly string[];
}

function Landed() {
  return <p>landed on another page</p>;
}

/**
 * Renders a screen at `path` with the app's providers (Mantine, notifications, query client,
 * router, English strings). Any path but the screen's renders "landed on another page".
 */
export async function renderScreen(element: ReactElement, path: string, options: ScreenOptions = {}) {
  const { route = path.split('?')[0] ?? path, namespaces = [], queries = true, elsewhere = [] } = options;
  stubBrowser();
  await initI18n('en');
  await loadNamespaces(...namespaces);
  // One notification store for the page: each test starts without the last one's toasts.
  notifications.clean();
  notifications.cleanQueue();
  const router = createMemoryRouter(
    [
      { path: route, element },
      ...elsewhere.map((other) => ({ path: other, Component: Landed })),
      { path: '*', Component: Landed },
    ],
    { initialEntries: [path] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const routed = <RouterProvider router={router} />;
  render(
    <MantineProvider env="test">
      <Notifications />
      {queries ? <QueryClientProvider client={queryClient}>{routed}</QueryClientProvider> : routed}
    </MantineProvider>,
  );
  return { router, queryClient };
}
