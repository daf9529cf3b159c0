import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../../lib/session';
import { cafeDetail, STORE_ID } from '../../../testing/fixtures';
import { HttpResponse, http, server } from '../../../testing/msw';
import { renderApp } from '../../../testing/render';

// The follow button in the store header (contract §12 Store follows).

function storeRoutes(following: boolean, calls: { path: string; body: unknown }[]) {
  server.use(
    http.get(`/api/merchant-stores/${STORE_ID}/detail`, () => HttpResponse.json(cafeDetail())),
    http.post('/api/event/visit', () => HttpResponse.json({})),
    http.post('/api/event/view', () => HttpResponse.json({})),
    http.get(`/api/user-cart/${STORE_ID}/cart-item-count`, () => HttpResponse.json(0)),
    http.get('/api/subscriptions', () =>
      HttpResponse.json(
        following ? [{ topic: STORE_ID, topicDisplayName: 'Demo Café', subscriptionType: 'STORE' }] : [],
      ),
    ),
    http.post('/api/subscriptions/:action', async ({ request, params }) => {
      calls.push({ path: String(params.action), body: await request.json() });
      return new HttpResponse(null, { status: 200 });
    }),
  );
}

const signInCustomer = () =>
  signIn({
    access_token: 'a',
    refresh_token: 'r',
    expires_in: 900,
    id: '90000000000000000001',
    role: 'USER',
  });

describe('follow button', () => {
  it('follows the store, then unfollows it', async () => {
    signInCustomer();
    const calls: { path: string; body: unknown }[] = [];
    storeRoutes(false, calls);
    await renderApp(`/${STORE_ID}`);
    const follow = await screen.findByRole('button', { name: 'Follow' });
    expect(follow.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(follow);
    const following = await screen.findByRole('button', { name: 'Following' });
    expect(following.getAttribute('aria-pressed')).toBe('true');
    expect(calls).toEqual([{ path: 'subscribe', body: { topic: STORE_ID, subscriptionType: 'STORE' } }]);

    fireEvent.click(following);
    await screen.findByRole('button', { name: 'Follow' });
    expect(calls[1]).toEqual({ path: 'unsubscribe', body: { topic: STORE_ID, subscriptionType: 'STORE' } });
  });

  it('shows a store already followed as such, in Spanish too', async () => {
    signInCustomer();
    storeRoutes(true, []);
    await renderApp(`/${STORE_ID}`, { lang: 'es' });
    expect(await screen.findByRole('button', { name: 'Siguiendo' })).toBeTruthy();
  });

  it('keeps the button as it was when the server refuses', async () => {
    signInCustomer();
    storeRoutes(false, []);
    server.use(http.post('/api/subscriptions/subscribe', () => HttpResponse.json({}, { status: 500 })));
    await renderApp(`/${STORE_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Follow' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Follow' }).hasAttribute('disabled')).toBe(false),
    );
    expect(screen.queryByRole('button', { name: 'Following' })).toBeNull();
  });

  it('is not shown to a visitor who is not signed in', async () => {
    storeRoutes(false, []);
    await renderApp(`/${STORE_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Demo Café' });
    expect(screen.queryByRole('button', { name: 'Follow' })).toBeNull();
  });
});
