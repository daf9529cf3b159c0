import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeAuth } from '../../lib/auth-store';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { RequireAuth } from './require-auth';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/user/login', element: <p>login page</p> },
      {
        path: '/app/*',
        element: (
          <RequireAuth>
            <p>inside</p>
          </RequireAuth>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('RequireAuth', () => {
  it('admits a merchant with an access token', () => {
    writeAuth({ accessToken: 'a', refreshToken: 'r', merchantId: '1', username: 'ann' });
    renderAt('/app/orders');
    expect(screen.getByText('inside')).toBeTruthy();
  });

  it('redirects to login keeping the intended path, and drops the stored auth and payment flag', () => {
    localStorage.setItem(STORAGE_KEYS.auth, JSON.stringify({ refreshToken: 'r', username: 'ann' }));
    localStorage.setItem(STORAGE_KEYS.cardProviderConnected, 'true');
    const router = renderAt('/app/report/order-history?pageNumber=2');
    expect(screen.getByText('login page')).toBeTruthy();
    expect(router.state.location.search).toBe(
      `?redirect=${encodeURIComponent('/app/report/order-history?pageNumber=2')}`,
    );
    expect(localStorage.getItem(STORAGE_KEYS.auth)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.cardProviderConnected)).toBeNull();
  });
});
