import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { initI18n, loadNamespaces } from '../../../i18n';
import { stubMatchMedia, stubResizeObserver } from '../../../testing/jsdom-stubs';

/**
 * jsdom lays nothing out: every element reports `height` as its client height, so that the
 * virtual list renders the rows a tablet sidebar of that height shows. Returns the restore.
 */
export function stubClientHeight(height: number): () => void {
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => height });
  return () => {
    if (original) Object.defineProperty(HTMLElement.prototype, 'clientHeight', original);
  };
}

/**
 * Renders `element` inside the orders area's route at `path` (/app/orders/orders-main/{id}),
 * with the app's providers and the orders strings; other paths render their own path.
 */
export async function renderOrders(element: ReactElement, path = '/app/orders/orders-main/main') {
  stubMatchMedia();
  stubResizeObserver();
  await initI18n('en');
  await loadNamespaces('shell', 'components', 'orders');
  const router = createMemoryRouter(
    [
      { path: '/app/orders/orders-main/:id', element },
      { path: '*', Component: () => <p>landed on another page</p> },
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
  return { router, queryClient };
}
