import type { Address, Cart } from '@perkdesk/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signIn } from '../../../lib/session';
import { cafeDetail, STORE_ID } from '../../../testing/fixtures';
import { HttpResponse, http, server } from '../../../testing/msw';
import { renderApp } from '../../../testing/render';

// Checkout against a stand-in server (contract §9): delivery priced by the store's rule, pay at the
// store, global points valued as the server's settings say, then the order page.

vi.mock('@stomp/stompjs', () => ({
  Client: class {
    activate() {}
    deactivate() {}
  },
}));

const ORDER_ID = '50000000000000000009';
const LAZY = { timeout: 8000 };

const cart: Cart = {
  storeId: STORE_ID,
  isCartEmpty: false,
  cartItemCount: 1,
  items: [],
  toBeAppliedItems: {},
  appliedPromotion: [],
  suggestedPromotion: [],
  toBeAppliedPromotion: [],
  couponPromotion: {},
  subAmountProducts: 9,
  subAmount: 9,
  discountAmount: 0,
  appliedTaxes: [],
  taxAmount: 1.17,
  serviceFee: 0,
  totalAmount: 10.17,
  earnedGlobalPoints: 90,
};

const home = {
  streetNumber: '12',
  unit: null,
  streetName: 'King St E',
  city: 'Toronto',
  province: 'ON',
  country: 'Canada',
  postalCode: 'M5C 1C3',
  location: { type: 'Point', coordinates: [-79.37, 43.65] },
} as unknown as Address;

interface Sent {
  checkout: unknown[];
  confirm: unknown[];
  quotes: unknown[];
  sandbox: string[];
  paid: number;
}

function checkoutServer(
  options: { addresses?: Address[]; globalPoints?: number; pointsPerDollarValue?: number } = {},
): Sent {
  const sent: Sent = { checkout: [], confirm: [], quotes: [], sandbox: [], paid: 0 };
  const order = (fields: Record<string, unknown>) => ({
    id: ORDER_ID,
    storeId: STORE_ID,
    status: 'CONFIRMED',
    serveStatus: null,
    serveType: 'PICKUP',
    paymentMethod: 'CARD',
    paymentCollected: false,
    items: [],
    totalAmount: 10.17,
    globalPointsUsed: 0,
    preparingTime: null,
    deliveringTime: null,
    messageByMerchant: null,
    acceptedAt: null,
    paidAt: null,
    storeName: 'Demo Café',
    storeTimeZone: { zoneName: 'America/Toronto' },
    ...fields,
  });
  signIn({
    access_token: 'a',
    refresh_token: 'r',
    expires_in: 900,
    id: '90000000000000000001',
    role: 'USER',
  });
  server.use(
    http.get(`/api/merchant-stores/${STORE_ID}/detail`, () => HttpResponse.json(cafeDetail())),
    http.get(`/api/user-cart/${STORE_ID}`, () => HttpResponse.json(cart)),
    http.get(`/api/user-cart/${STORE_ID}/cart-item-count`, () => HttpResponse.json(1)),
    http.get('/api/payments/config', () => HttpResponse.json({ provider: 'sandbox', publishableKey: null })),
    http.get('/api/user-points/global', () => HttpResponse.json(options.globalPoints ?? 0)),
    http.get('/api/user-points/config', () =>
      HttpResponse.json({ redeemBlock: 10000, pointsPerDollarValue: options.pointsPerDollarValue ?? 1000 }),
    ),
    http.get('/api/user/profile', () =>
      HttpResponse.json({ phone: '+14165550199', deliveryAddresses: options.addresses ?? [] }),
    ),
    http.post(`/api/merchant-stores/${STORE_ID}/delivery-price`, async ({ request }) => {
      const body = (await request.json()) as { distance: number };
      sent.quotes.push(body);
      return HttpResponse.json({
        deliveryRuleId: '61000000000000000001',
        distance: body.distance,
        deliveryPrice: 4,
        deliveryAppliedTaxes: [{ taxType: 'HST', taxPercentage: 13, taxAmount: 0.52 }],
        isDeliveryPriceTaxExempt: false,
        totalDeliveryAmount: 4.52,
      });
    }),
    http.post('/api/orders/checkout', async ({ request }) => {
      sent.checkout.push(await request.json());
      return HttpResponse.json(order({ status: 'CHECKOUT' }));
    }),
    http.post(`/api/orders/${ORDER_ID}/confirm`, async ({ request }) => {
      const body = (await request.json()) as { serveType: string; payAtStore?: boolean };
      sent.confirm.push(body);
      return HttpResponse.json(
        body.payAtStore
          ? order({ status: 'PAID', paymentMethod: 'AT_STORE', serveType: body.serveType })
          : order({ serveType: body.serveType, clientSecret: 'pi_1_secret_2' }),
      );
    }),
    http.post('/api/testing-support/payment-intent/confirm/:secret', ({ params }) => {
      sent.sandbox.push(String(params.secret));
      return HttpResponse.json({ status: 'succeeded' });
    }),
    http.post(`/api/orders/${ORDER_ID}/paid`, () => {
      sent.paid += 1;
      return HttpResponse.json(order({ status: 'PAID', paymentCollected: true }));
    }),
    http.get(`/api/orders/${ORDER_ID}`, () => HttpResponse.json(order({ status: 'PAID' }))),
  );
  return sent;
}

const onOrderPage = () => waitFor(() => expect(window.location.pathname).toBe(`/s/orders/${ORDER_ID}`), LAZY);

describe('checkout page', () => {
  it('delivers to a saved address: the quote is asked, its price shown and paid with the sandbox card', async () => {
    const sent = checkoutServer({ addresses: [home] });
    await renderApp(`/${STORE_ID}/checkout`);
    fireEvent.click(await screen.findByLabelText('Delivery', {}, LAZY));
    expect(screen.getByLabelText(/12 King St E, Toronto/)).toHaveProperty('checked', true);
    expect((await screen.findByTestId('delivery-price')).textContent).toBe('$4.52');
    const quote = sent.quotes.at(-1) as { totalAmount: number; distance: number };
    expect(quote.totalAmount).toBe(10.17);
    expect(quote.distance).toBeGreaterThan(0);
    expect(screen.getByText(`${quote.distance} km away`)).toBeTruthy();
    // The cart's $10.17 plus $4.52 delivery; no paying at the store for a delivery.
    expect(screen.getByTestId('checkout-total').textContent).toBe('$14.69');
    expect(screen.queryByLabelText('Pay at the store')).toBeNull();
    expect(screen.getByText('SANDBOX — test card, no real money')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Pay $14.69' }));
    await onOrderPage();
    expect(sent.checkout).toEqual([{ storeId: STORE_ID }]);
    expect(sent.confirm).toEqual([
      {
        serveType: 'DELIVERY',
        deliveryInfoDTO: {
          deliveryAddress: home,
          deliveryDistance: quote.distance,
          phone: '+14165550199',
          isRememberAddress: false,
        },
      },
    ]);
    expect(sent.sandbox).toEqual(['pi_1_secret_2']);
    expect(sent.paid).toBe(1);
  });

  it('asks for a location before pricing a delivery to a new address', async () => {
    const sent = checkoutServer();
    await renderApp(`/${STORE_ID}/checkout`);
    fireEvent.click(await screen.findByLabelText('Delivery', {}, LAZY));
    expect(screen.getByLabelText('Street')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Pay / }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Share your location or choose a saved address so we can price the delivery.',
    );
    expect(sent.quotes).toEqual([]);
    expect(sent.checkout).toEqual([]);
  });

  it('pays at the store for a pick-up: no card, the order is placed as is', async () => {
    const sent = checkoutServer();
    await renderApp(`/${STORE_ID}/checkout`);
    fireEvent.click(await screen.findByLabelText('Pick-up', {}, LAZY));
    fireEvent.click(screen.getByLabelText('Pay at the store'));
    expect(screen.queryByText('SANDBOX — test card, no real money')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await onOrderPage();
    expect(sent.confirm).toEqual([{ serveType: 'PICKUP', payAtStore: true }]);
    expect(sent.sandbox).toEqual([]);
    expect(sent.paid).toBe(0);
  });

  it('spends global points at the value the server sets per dollar', async () => {
    // 2,000 points to the dollar here (not the default 1,000): a block of 10,000 is $5.00.
    const sent = checkoutServer({ globalPoints: 25000, pointsPerDollarValue: 2000 });
    await renderApp(`/${STORE_ID}/checkout`);
    const select = (await screen.findByRole(
      'combobox',
      { name: 'Global points to spend' },
      LAZY,
    )) as HTMLSelectElement;
    expect(screen.getByText('You have 25000 points. Spend them in blocks of 10000.')).toBeTruthy();
    expect([...select.options].map((option) => option.textContent)).toEqual([
      '0 ($0.00)',
      '10000 ($5.00)',
      '20000 ($10.00)',
    ]);
    fireEvent.change(select, { target: { value: '10000' } });
    expect(screen.getByTestId('checkout-total').textContent).toBe('$5.17');
    fireEvent.click(screen.getByLabelText('Pick-up'));
    fireEvent.click(screen.getByRole('button', { name: 'Pay $5.17' }));
    await onOrderPage();
    expect(sent.checkout).toEqual([{ storeId: STORE_ID, globalPoints: 10000 }]);
  });

  it('offers no points below one block', async () => {
    checkoutServer({ globalPoints: 9999 });
    await renderApp(`/${STORE_ID}/checkout`);
    await screen.findByLabelText('Pick-up', {}, LAZY);
    expect(screen.queryByText('Global points to spend')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Global points to spend' })).toBeNull();
  });
});
