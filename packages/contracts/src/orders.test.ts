import { CANADA_TAX_RATES, orderAmountsInDollars, priceCart } from '@perkdesk/domain';
import { describe, expect, it } from 'vitest';
import { toViolations } from './errors';
import {
  checkoutBodySchema,
  confirmBodySchema,
  merchantOrderSchema,
  ORDER_MESSAGES,
  orderSchema,
  orderSummarySchema,
  processingTimeBodySchema,
  REFUND_MESSAGES,
  refundBodySchema,
  rejectBodySchema,
} from './orders';

const HST_ON = CANADA_TAX_RATES.find((tax) => tax.province === 'Ontario')!.id;
const address = {
  streetNumber: '100',
  streetName: 'Queen Street West',
  city: 'Toronto',
  province: 'ON',
  country: 'CA',
  postalCode: 'M5H 2N2',
};
const violations = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  toViolations(result.error?.issues ?? []);

describe('orderSchema', () => {
  it("parses an order built from the domain's priced delivery order, keeping every field", () => {
    const result = priceCart({
      store: { id: '10000000000000000301', taxConfigIds: [HST_ON] },
      taxConfigs: CANADA_TAX_RATES,
      lines: [
        { id: '1', product: { id: '10000000000000000101', name: 'Latte', priceCents: 450 }, quantity: 3 },
      ],
      delivery: {
        distanceKm: 2.5,
        rules: [
          {
            id: 'r',
            distance: 3,
            minAmountCents: 0,
            priceCents: 299,
            status: 'ACTIVE',
            isDefaultStoreTax: true,
            taxConfigIds: [],
          },
        ],
      },
    });
    if (!result.ok) throw new Error(result.refusal.code);
    const { storeId, ...amounts } = orderAmountsInDollars(result.cart);
    const order = {
      id: '10000000000000001234',
      merchantId: '10000000000000000001',
      storeId,
      customerId: '10000000000000000002',
      status: 'PAID',
      serveStatus: null,
      serveType: 'DELIVERY',
      isPickup: null,
      paymentMethod: 'CARD',
      paymentCollected: true,
      promotions: [],
      ...amounts,
      deliveryAddress: { ...address, unit: null, location: null },
      preparingTime: null,
      deliveringTime: null,
      messageByMerchant: null,
      createdAt: '2026-11-21T15:00:00.000Z',
      confirmedAt: '2026-11-21T15:01:00.000Z',
      paidAt: '2026-11-21T15:02:00.000Z',
      acceptedAt: null,
      completedAt: null,
      lastUpdatedAt: '2026-11-21T15:02:00.000Z',
      customerName: 'Ada',
      customerPhone: '+14165550199',
      refunds: [
        {
          id: '1',
          amount: 2.5,
          reason: 'Cold',
          kind: 'PARTIAL' as const,
          createdAt: '2026-11-21T16:00:00.000Z',
        },
      ],
      refundedAmount: 2.5,
    };
    expect(merchantOrderSchema.parse(order)).toEqual(order);
    expect(orderSchema.parse(order)).not.toHaveProperty('customerName');
    expect(order).toMatchObject({
      numberOfItems: 3,
      subAmount: 13.5,
      appliedTaxes: [{ taxType: 'HST', taxPercentage: 13, taxAmount: 1.76 }], // 1,350 × 13% = 175.5¢
      deliveryPrice: 2.99,
      deliveryAppliedTaxes: [{ taxType: 'HST', taxPercentage: 13, taxAmount: 0.39 }],
      deliveryDistance: 2.5,
      totalAmount: 18.64,
    });
    expect(Object.keys(orderSummarySchema.parse(order)).sort()).toEqual(
      [
        'id',
        'storeId',
        'merchantId',
        'status',
        'serveStatus',
        'serveType',
        'isPickup',
        'numberOfItems',
        'totalAmount',
        'paidAt',
        'lastUpdatedAt',
      ].sort(),
    );
  });
});

describe('checkoutBodySchema', () => {
  it('takes any number of global points: their rules are business refusals', () => {
    expect(
      checkoutBodySchema.parse({ storeId: '10000000000000000301', globalPoints: 15_000 }).globalPoints,
    ).toBe(15_000);
  });
});

describe('confirmBodySchema', () => {
  it.each([
    ['serveType', { serveType: 'DINE_IN' }, 'DINE_IN'],
    ['isPickUp true', { isPickUp: true }, 'PICKUP'],
    ['isPickUp false', { isPickUp: false }, 'DINE_IN'],
    [
      'isPickUp null with deliveryInfoDTO',
      { isPickUp: null, deliveryInfoDTO: { deliveryAddress: address, deliveryDistance: 2 } },
      'DELIVERY',
    ],
    ['serveType wins over isPickUp', { serveType: 'PICKUP', isPickUp: false }, 'PICKUP'],
  ])('%s → %s', (_name, body, serveType) => {
    expect(confirmBodySchema.parse(body).serveType).toBe(serveType);
  });

  it('reads the delivery details; the client price is ignored', () => {
    const parsed = confirmBodySchema.parse({
      serveType: 'DELIVERY',
      deliveryInfoDTO: {
        deliveryAddress: { ...address, location: { coordinates: [-79.38, 43.65] } },
        deliveryPrice: 0.01,
        phone: '',
        isRememberAddress: true,
      },
    });
    expect(parsed).toMatchObject({
      serveType: 'DELIVERY',
      delivery: {
        distance: null,
        phone: null,
        isRememberAddress: true,
        address: { location: { x: -79.38, y: 43.65 } },
      },
      payAtStore: false,
    });
    expect(parsed.delivery).not.toHaveProperty('price');
  });

  it.each([
    ['no serve type at all', {}, 'serveType', ORDER_MESSAGES.serveType],
    ['an unknown serve type', { serveType: 'DRIVE_THRU' }, 'serveType', ORDER_MESSAGES.serveType],
    [
      'a delivery without an address',
      { serveType: 'DELIVERY' },
      'deliveryInfoDTO.deliveryAddress',
      ORDER_MESSAGES.deliveryAddress,
    ],
    [
      'a delivery address with neither location nor distance',
      { serveType: 'DELIVERY', deliveryInfoDTO: { deliveryAddress: address } },
      'deliveryInfoDTO.deliveryDistance',
      ORDER_MESSAGES.deliveryDistanceRequired,
    ],
    [
      'pay at store for a delivery',
      {
        serveType: 'DELIVERY',
        payAtStore: true,
        deliveryInfoDTO: { deliveryAddress: address, deliveryDistance: 1 },
      },
      'payAtStore',
      ORDER_MESSAGES.payAtStore,
    ],
  ])('refuses %s', (_name, body, field, message) => {
    expect(violations(confirmBodySchema.safeParse(body))).toEqual([{ field, message }]);
  });
});

describe('merchant action bodies', () => {
  it.each([
    [{ rejectMessage: '  ' }, ORDER_MESSAGES.rejectMessage],
    [{}, ORDER_MESSAGES.rejectMessage],
    [{ rejectMessage: 'x'.repeat(501) }, ORDER_MESSAGES.rejectMessageLength],
  ])('reject %j → %s', (body, message) => {
    expect(violations(rejectBodySchema.safeParse(body))).toEqual([{ field: 'rejectMessage', message }]);
  });

  it.each([0, 601, 1.5])('processingTime %s is refused', (processingTime) => {
    expect(processingTimeBodySchema.safeParse({ processingTime }).success).toBe(false);
  });
});

describe('refundBodySchema', () => {
  const issue = (body: unknown) => refundBodySchema.safeParse(body).error?.issues[0]?.message;
  it('takes dollars above 0 with at most 2 decimals and a trimmed reason of 1–500', () => {
    expect(refundBodySchema.parse({ amount: 1.25, reason: ' Cold ' })).toEqual({
      amount: 1.25,
      reason: 'Cold',
    });
    expect(issue({ amount: 0, reason: 'x' })).toBe(REFUND_MESSAGES.amount);
    expect(issue({ amount: 1.005, reason: 'x' })).toBe('Amounts may have at most 2 decimals');
    expect(issue({ amount: 1, reason: ' ' })).toBe(REFUND_MESSAGES.reason);
    expect(issue({ amount: 1, reason: 'x'.repeat(501) })).toBe(REFUND_MESSAGES.reasonLength);
  });
});
