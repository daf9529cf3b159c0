import type { MerchantOrder } from '@perkdesk/contracts';

/** A paid pick-up order of store 900…1, new (no serve status), with one line; override what a test needs. */
export function sampleOrder(overrides: Partial<MerchantOrder> = {}): MerchantOrder {
  return {
    id: '10000000000000000001',
    merchantId: '20000000000000000001',
    storeId: '90000000000000000001',
    customerId: '30000000000000000001',
    status: 'PAID',
    serveStatus: null,
    serveType: 'PICKUP',
    isPickup: true,
    paymentMethod: 'CARD',
    paymentCollected: true,
    numberOfItems: 2,
    items: [],
    promotions: [],
    subAmountProducts: 9,
    subAmount: 9,
    discountAmount: 0,
    appliedTaxes: [{ taxType: 'HST', taxPercentage: 13, taxAmount: 1.17 }],
    taxAmount: 1.17,
    serviceFee: 0,
    globalPointsUsed: 0,
    globalPointsEquivalentAmount: 0,
    earnedGlobalPoints: 0,
    totalAmount: 10.17,
    deliveryAddress: null,
    deliveryDistance: null,
    deliveryPrice: 0,
    deliveryAppliedTaxes: [],
    isDeliveryPriceTaxExempt: false,
    preparingTime: null,
    deliveringTime: null,
    messageByMerchant: null,
    createdAt: '2026-03-10T14:00:00.000Z',
    confirmedAt: '2026-03-10T14:00:30.000Z',
    paidAt: '2026-03-10T14:01:00.000Z',
    acceptedAt: null,
    completedAt: null,
    lastUpdatedAt: '2026-03-10T14:01:00.000Z',
    customerName: 'Ava Tremblay',
    customerPhone: '+14165550100',
    refunds: [],
    refundedAmount: 0,
    ...overrides,
  };
}

/** `count` new orders paid one minute apart, ids ending 0001, 0002, …. */
export function sampleOrders(count: number, overrides: Partial<MerchantOrder> = {}): MerchantOrder[] {
  return Array.from({ length: count }, (_, index) => {
    const paidAt = new Date(Date.parse('2026-03-10T08:00:00.000Z') + index * 60_000).toISOString();
    return sampleOrder({
      id: `1000000000000000${String(index + 1).padStart(4, '0')}`,
      paidAt,
      lastUpdatedAt: paidAt,
      ...overrides,
    });
  });
}

export { sampleStore } from '../../../testing/sample-store';
