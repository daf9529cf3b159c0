import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { signIn } from '../../../lib/session';
import { cafeDetail, MERCHANT_ID, promotion, STORE_ID } from '../../../testing/fixtures';
import { HttpResponse, http, server } from '../../../testing/msw';
import { renderApp } from '../../../testing/render';

const detailRoute = (detail = cafeDetail()) =>
  http.get(`/api/merchant-stores/${STORE_ID}/detail`, () => HttpResponse.json(detail));

// The sheet and the account pages are lazy chunks: their first load in a test can take a while.
const LAZY = { timeout: 8000 };

function signInCustomer() {
  signIn({
    access_token: 'a',
    refresh_token: 'r',
    expires_in: 900,
    id: '90000000000000000001',
    role: 'USER',
  });
}

describe('store page', () => {
  // The header's follow button asks what a signed-in customer follows.
  beforeEach(() => server.use(http.get('/api/subscriptions', () => HttpResponse.json([]))));

  it('shows the store, its menu by group and the deal badges', async () => {
    const bogo = promotion({
      id: '80000000000000000001',
      name: 'Latte BOGO',
      dealType: 'DEAL_BUY_ONE_GET_ONE',
      requiredProductList: [
        {
          id: '40000000000000000001',
          groupIndex: null,
          quantity: 1,
          name: 'Latte',
          price: 4.5,
          status: 'ACTIVE',
        },
      ],
      rewardProductList: [
        {
          id: '40000000000000000001',
          groupIndex: null,
          quantity: 1,
          name: 'Latte',
          price: 4.5,
          status: 'ACTIVE',
        },
      ],
    });
    server.use(detailRoute(cafeDetail({ promotions: [bogo] })));
    await renderApp(`/${STORE_ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Demo Café' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Open now')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Call/ }).getAttribute('href')).toBe('tel:+14165550100');
    expect(screen.getByRole('link', { name: /Queen St W/ }).getAttribute('href')).toContain(
      'destination=43.65,-79.38',
    );
    const tabs = screen.getByRole('navigation', { name: 'Menu sections' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Drinks', 'Bakery']);
    const latte = screen.getByRole('button', { name: /Latte/ });
    expect(within(latte).getByText('$4.50')).toBeTruthy();
    expect(within(latte).getByText('Buy one, get one free')).toBeTruthy();
    expect(
      within(screen.getByRole('button', { name: /Muffin/ })).queryByText('Buy one, get one free'),
    ).toBeNull();
  });

  it('the product sheet enforces the required size before adding, then posts the line', async () => {
    signInCustomer();
    const posted: unknown[] = [];
    server.use(
      detailRoute(),
      http.post('/api/event/visit', () => HttpResponse.json({})),
      http.post('/api/event/view', () => HttpResponse.json({})),
      http.get(`/api/user-cart/${STORE_ID}/cart-item-count`, () => HttpResponse.json(0)),
      http.post(`/api/user-cart/${STORE_ID}/item`, async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({ storeId: STORE_ID, cartItemCount: 1, items: [] });
      }),
    );
    await renderApp(`/${STORE_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: /Latte/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Latte' }, LAZY);
    fireEvent.click(within(dialog).getByRole('button', { name: /Add to cart/ }));
    expect(await within(dialog).findByText('Select at least 1 option(s) from Size.')).toBeTruthy();
    expect(posted).toEqual([]);

    fireEvent.click(within(dialog).getByLabelText('Large'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Increase quantity' }));
    expect(within(dialog).getByRole('button', { name: /Add to cart/ }).textContent).toContain('$10.50');
    fireEvent.click(within(dialog).getByRole('button', { name: /Add to cart/ }));

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      item: {
        productId: '40000000000000000001',
        quantity: 2,
        instruction: '',
        addons: [{ productId: '70000000000000000002', quantity: 1, addonGroupId: '60000000000000000001' }],
      },
    });
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      expect.stringContaining('Latte added'),
    );
    await waitFor(() => expect(screen.getByRole('link', { name: 'Cart, 1 items' })).toBeTruthy());
  });

  it('sends an anonymous visitor to sign in instead of adding', async () => {
    server.use(detailRoute());
    await renderApp(`/${STORE_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: /Muffin/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Muffin' }, LAZY);
    fireEvent.click(within(dialog).getByRole('button', { name: /Add to cart/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' }, LAZY)).toBeTruthy();
    expect(new URLSearchParams(window.location.search).get('next')).toBe(
      `/${STORE_ID}?product=40000000000000000002`,
    );
  });

  it('sends visit (with the post that brought them) and WEB view only for a signed-in customer', async () => {
    signInCustomer();
    window.history.replaceState(null, '', `/s/${STORE_ID}?post=post-42`);
    const { captureAttribution } = await import('../../../lib/events');
    captureAttribution();
    const events: Record<string, unknown> = {};
    server.use(
      detailRoute(),
      http.get(`/api/user-cart/${STORE_ID}/cart-item-count`, () => HttpResponse.json(0)),
      http.post('/api/event/:kind', async ({ request, params }) => {
        events[params.kind as string] = await request.json();
        return HttpResponse.json({});
      }),
    );
    await renderApp(`/${STORE_ID}`);
    await waitFor(() => expect(Object.keys(events).sort()).toEqual(['view', 'visit']));
    expect(events.visit).toMatchObject({ merchantStores: { [MERCHANT_ID]: [STORE_ID] }, postRef: 'post-42' });
    expect(events.view).toMatchObject({ merchantId: MERCHANT_ID, storeId: STORE_ID, platform: 'WEB' });
  });

  it('shows not-found for an unknown store and for a link name that resolves to nothing', async () => {
    server.use(
      http.get('/api/store-links/:slug', () =>
        HttpResponse.json({ status: 404, code: 'NOT_FOUND', message: 'Not found.' }, { status: 404 }),
      ),
    );
    await renderApp('/no-such-cafe');
    expect(await screen.findByRole('heading', { level: 1, name: "This store isn't available" })).toBeTruthy();
  });

  it('speaks Spanish with ?lang=es', async () => {
    server.use(detailRoute());
    await renderApp(`/${STORE_ID}`, { lang: 'es' });
    expect(await screen.findByText('Abierto ahora')).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
  });
});
