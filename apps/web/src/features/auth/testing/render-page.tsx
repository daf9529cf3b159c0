import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { initI18n } from '../../../i18n';

// jsdom has no matchMedia, which Mantine reads for the colour scheme and breakpoints.
function stubMatchMedia() {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

/** Renders one account page at `path` with the app's providers; other paths render their name. */
export async function renderPage(page: ReactElement, path: string, routePath = path.split('?')[0] ?? path) {
  stubMatchMedia();
  await initI18n('en');
  const router = createMemoryRouter(
    [
      { path: routePath, element: page },
      { path: '*', Component: () => <p>landed on another page</p> },
    ],
    { initialEntries: [path] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}
