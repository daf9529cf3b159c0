import type { CartLine, MerchantOrder } from '@perkdesk/contracts';
import { sampleOrder } from '../../../testing/sample-order';

export { sampleOrder };

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

/** A plain line of `quantity` × `productName` at $3. */
export function sampleLine(productName: string, quantity: number): CartLine {
  return {
    id: productName,
    productId: productName,
    productName,
    image: null,
    price: 3,
    quantity,
    instruction: null,
    totalAmount: 3 * quantity,
    totalAddonAmount: 0,
    totalDiscountAmount: 0,
    appliedTaxes: [],
    addons: [],
    isFreeItem: false,
    isRedeem: false,
    appliedPromotionId: null,
  };
}
