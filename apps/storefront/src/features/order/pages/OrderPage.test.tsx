import type { CustomerOrder } from '@perkdesk/contracts';
import { screen } from '@testing-library/react';
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
