import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { initI18n, loadNamespaces } from '../../../i18n';
import { stubMatchMedia } from '../../../testing/jsdom-stubs';

interface RenderOptions {
  /** The route pattern the page is mounted at; `path` without its query by default. */
  routePath?: string;
  /** Whether the page gets a query client, as the routes in `withQueries` do; login does not. */
  queries?: boolean;
}

/** Renders one account page at `path` with the app's providers; other paths render their name. */
export async function renderPage(
  page: ReactElement,
  path: string,
  { routePath = path.split('?')[0] ?? path, queries = true }: RenderOptions = {},
) {
  stubMatchMedia();
  await initI18n('en');
  // The routes load these with their code; here every page gets them.
  await loadNamespaces('shell', 'profile', 'mailbox');
  const router = createMemoryRouter(
    [
      { path: routePath, element: page },
      { path: '*', Component: () => <p>landed on another page</p> },
    ],
    { initialEntries: [path] },
  );
  const routed = <RouterProvider router={router} />;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      {queries ? <QueryClientProvider client={queryClient}>{routed}</QueryClientProvider> : routed}
    </MantineProvider>,
  );
  return router;
}
