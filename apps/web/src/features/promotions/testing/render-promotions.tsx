import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { initI18n, loadNamespaces } from '../../../i18n';
import { stubBrowser } from '../../../testing/jsdom-stubs';

// The promotions screens against a stand-in server: each test file gives `answer`, the fetch
// mock records every call, and the screen renders at its real path with the app's providers.

export const fetchMock = vi.fn<typeof fetch>();

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
export const notFound = () => json({ status: 404, code: 'NOT_FOUND', message: 'Not found.' }, 404);

/** The calls made to `path` (exact, query string included) with `method` (GET by default). */
export const callsTo = (path: string, method = 'GET') =>
  fetchMock.mock.calls.filter(([url, init]) => String(url) === path && (init?.method ?? 'GET') === method);

/** Installs the stand-in server answering with `answer`, and the clean-up, around each test. */
export function installPromotionsHarness(
  answer: (url: string, init?: RequestInit) => Response | Promise<Response>,
) {
  beforeEach(() => {
    fetchMock.mockImplementation(async (input, init) => answer(String(input), init));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    act(() => {
      notifications.clean();
      notifications.cleanQueue();
    });
    cleanup();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });
}

/** Renders `element` at `route` (a pattern) entered through `path`; any other path says where it landed. */
export async function renderAt(element: ReactElement, route: string, path: string) {
  stubBrowser();
  await initI18n('en');
  await loadNamespaces('components', 'promotions');
  const router = createMemoryRouter(
    [
      { path: route, element },
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
  return { router };
}
