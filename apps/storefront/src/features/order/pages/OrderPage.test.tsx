import type { CustomerOrder } from '@perkdesk/contracts';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signIn } from '../../../lib/session';
import { STORE_ID } from '../../../testing/fixtures';
import { HttpResponse, http, server } from '../../../testing/msw';
import { renderApp } from '../../../testing/render';

// The order page's refund: the customer view has no refund list, so what it says comes from the
// status, the serve status, the payment method and the amount charged (contract §9).

vi.mock('@stomp/stompjs', () => ({
  Client: class {
    activate() {}
    deactivate() {}
  },
}));

const ORDER_ID = '50000000000000000001';
const at = '2026-11-27T10:00:00.000Z';

function order(fields: Partial<CustomerOrder>): CustomerOrder {
  return {
    id: ORDER_ID,
    merchantId: '20000000000000000001',
    storeId: STORE_ID,
    customerId: '90000000000000000001',
    status: 'PAID',
    serveStatus: null,
    serveType: 'PICKUP',
    isPickup: true,
    paymentMethod: 'CARD',
    paymentCollected: true,
    numberOfItems: 2,
    items: [],
    promotions: [],
    subAmountProducts: 20,
    subAmount: 20,
    discountAmount: 0,
    appliedTaxes: [],
    taxAmount: 2.6,
    serviceFee: 0,
    globalPointsUsed: 10000,
    globalPointsEquivalentAmount: 10,
    earnedGlobalPoints: 200,
    totalAmount: 12.6,
    deliveryAddress: null,
    deliveryDistance: null,
    deliveryPrice: 0,
    deliveryAppliedTaxes: [],
    isDeliveryPriceTaxExempt: false,
    preparingTime: null,
    deliveringTime: null,
    messageByMerchant: null,
    createdAt: at,
    confirmedAt: at,
    paidAt: at,
    acceptedAt: null,
    completedAt: null,
    lastUpdatedAt: at,
    storeName: 'Demo Café',
    storeImages: [],
    storePhone: null,
    storeAddress: {
      streetNumber: '100',
      unit: null,
      streetName: 'Queen St W',
      city: 'Toronto',
      province: 'ON',
      country: 'Canada',
      postalCode: 'M5H 2N2',
      location: null,
    },
    storeTimeZone: { zoneName: 'America/Toronto', abbreviation: 'EST', gmtOffset: -18000, dst: false },
    ...fields,
  } as CustomerOrder;
}

async function showOrder(answer: CustomerOrder) {
  signIn({
    access_token: 'a',
    refresh_token: 'r',
    expires_in: 900,
    id: '90000000000000000001',
    role: 'USER',
  });
  server.use(http.get(`/api/orders/${ORDER_ID}`, () => HttpResponse.json(answer)));
  await renderApp(`/orders/${ORDER_ID}`);
  return screen.findByTestId('order-refund', {}, { timeout: 8000 });
}

describe('order page refund', () => {
  it('a rejected card order: the reason, the card refund of what was charged and the points back', async () => {
    const box = await showOrder(
      order({ status: 'REFUNDED', serveStatus: 'REJECTED', messageByMerchant: 'Out of milk' }),
    );
    expect(box.textContent).toContain('The store could not take your order');
    expect(box.textContent).toContain('Message from the store: Out of milk');
    // $12.60 charged to the card ($22.60 less $10 of global points): the points are not money back.
    expect(box.textContent).toContain('$12.60 refunded to your card');
    expect(box.textContent).not.toContain('$22.60');
    expect(box.textContent).toContain('10000 global points returned to your wallet');
  });

  it('a completed order the store refunded in full is not called rejected', async () => {
    const box = await showOrder(
      order({ status: 'REFUNDED', serveStatus: 'PICKUP', globalPointsUsed: 0, totalAmount: 22.6 }),
    );
    expect(box.textContent).toContain('The store refunded your order');
    expect(box.textContent).not.toContain('could not take');
    expect(box.textContent).toContain('$22.60 refunded to your card');
    expect(box.textContent).not.toContain('points returned');
  });

  it('a rejected pay-at-store order that was never paid promises no refund', async () => {
    const box = await showOrder(
      order({
        status: 'REFUNDED',
        serveStatus: 'REJECTED',
        paymentMethod: 'AT_STORE',
        paymentCollected: false,
        globalPointsUsed: 0,
      }),
    );
    expect(box.textContent).toContain('The store could not take your order');
    expect(box.textContent).not.toContain('refunded');
    expect(screen.queryByText('Pay at the store when you collect it')).toBeNull();
  });

  it('a paid order shows its steps, not a refund', async () => {
    signIn({
      access_token: 'a',
      refresh_token: 'r',
      expires_in: 900,
      id: '90000000000000000001',
      role: 'USER',
    });
    server.use(http.get(`/api/orders/${ORDER_ID}`, () => HttpResponse.json(order({}))));
    await renderApp(`/orders/${ORDER_ID}`);
    expect((await screen.findByTestId('order-step-current', {}, { timeout: 8000 })).textContent).toBe(
      'Placed',
    );
    expect(screen.queryByTestId('order-refund')).toBeNull();
  });
});

describe('order page rating', () => {
  const completed = order({ status: 'COMPLETED', serveStatus: 'PICKUP', completedAt: at });

  async function openCompleted() {
    signIn({
      access_token: 'a',
      refresh_token: 'r',
      expires_in: 900,
      id: '90000000000000000001',
      role: 'USER',
    });
    server.use(http.get(`/api/orders/${ORDER_ID}`, () => HttpResponse.json(completed)));
    await renderApp(`/orders/${ORDER_ID}`);
  }

  /** The server's side of ratings: one per order, readable by its buyer. */
  function ratingsServer(alreadyRated?: { rating: number; comment: string }) {
    let given: { rating: number; comment: string | null } | null = null;
    const sent: unknown[] = [];
    server.use(
      http.get(`/api/event/rate/${ORDER_ID}`, () =>
        given
          ? HttpResponse.json({ orderId: ORDER_ID, ...given, ratedAt: at })
          : HttpResponse.json({ status: 404, code: 'NOT_FOUND', message: 'Not found.' }, { status: 404 }),
      ),
      http.post('/api/event/rate', async ({ request }) => {
        const body = (await request.json()) as { rating: number; comment: string };
        sent.push(body);
        if (alreadyRated) {
          given = alreadyRated;
          return HttpResponse.json(
            { status: 400, code: 'ALREADY_RATED', message: 'This order has already been rated.' },
            { status: 400 },
          );
        }
        given = { rating: body.rating, comment: body.comment || null };
        return HttpResponse.json({});
      }),
    );
    return sent;
  }

  it('a rated order shows the given rating after a reload, not the form again', async () => {
    const sent = ratingsServer();
    await openCompleted();
    fireEvent.click(await screen.findByRole('radio', { name: '4 stars' }, { timeout: 8000 }));
    fireEvent.change(screen.getByLabelText('Comment (optional)'), { target: { value: 'Great latte' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(await screen.findByText('Thanks for your rating!')).toBeTruthy();
    expect(sent).toEqual([{ orderId: ORDER_ID, rating: 4, comment: 'Great latte' }]);

    // The reload, or another device: the rating comes from the server.
    cleanup();
    localStorage.clear();
    await openCompleted();
    const shown = await screen.findByRole('region', { name: 'Your rating' }, { timeout: 8000 });
    expect(shown.textContent).toContain('You rated it 4 stars out of 5');
    expect(shown.textContent).toContain('Great latte');
    expect(screen.queryByRole('button', { name: 'Send rating' })).toBeNull();
    expect(screen.queryByText('Thanks for your rating!')).toBeNull();
  });

  it('an order rated meanwhile on another device shows that rating instead of an error', async () => {
    ratingsServer({ rating: 2, comment: 'Cold' });
    await openCompleted();
    fireEvent.click(await screen.findByRole('radio', { name: '5 stars' }, { timeout: 8000 }));
    fireEvent.click(screen.getByRole('button', { name: 'Send rating' }));
    const shown = await screen.findByRole('region', { name: 'Your rating' });
    expect(shown.textContent).toContain('You rated it 2 stars out of 5');
    expect(shown.textContent).toContain('Cold');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
