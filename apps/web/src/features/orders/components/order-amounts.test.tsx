import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderOrders } from '../testing/render-orders';
import { sampleOrder } from '../testing/sample-order';
import { OrderAmounts } from './order-amounts';

afterEach(cleanup);

/** [label, amount] of each row, in order. */
const rows = () =>
  [...document.querySelectorAll('div')]
    .filter((row) => row.className.includes('amountRow'))
    .map((row) => [...row.children].map((cell) => cell.textContent ?? ''));

describe('OrderAmounts', () => {
  it('lists every amount of a delivery order, and the rows add up to the total', async () => {
    const order = sampleOrder({
      serveType: 'DELIVERY',
      isPickup: null,
      subAmount: 9,
      discountAmount: 1,
      appliedTaxes: [{ taxType: 'HST', taxPercentage: 13, taxAmount: 1.04 }],
      deliveryPrice: 3.99,
      deliveryAppliedTaxes: [{ taxType: 'HST', taxPercentage: 13, taxAmount: 0.52 }],
      serviceFee: 0.5,
      globalPointsUsed: 20000,
      globalPointsEquivalentAmount: 2,
      totalAmount: 12.05,
    });
    await renderOrders(<OrderAmounts order={order} />);
    expect(rows()).toEqual([
      ['Subtotal', '$9.00'],
      ['Discount', '-$1.00'],
      ['HST 13%', '$1.04'],
      ['Delivery', '$3.99'],
      ['Delivery HST 13%', '$0.52'],
      ['Service fee', '$0.50'],
      ['Global points (20,000 pts)', '-$2.00'],
      ['Total', '$12.05'],
    ]);
    const cents = rows()
      .slice(0, -1)
      .reduce((sum, [, value]) => sum + Math.round(Number((value ?? '').replace(/[$,]/g, '')) * 100), 0);
    expect(cents).toBe(1205);
  });

  it('says "Tax exempt" without taxes, and leaves out what is not set', async () => {
    await renderOrders(
      <OrderAmounts order={sampleOrder({ appliedTaxes: [], totalAmount: 9, subAmount: 9 })} />,
    );
    expect(screen.getByText('Tax exempt')).toBeTruthy();
    expect(screen.queryByText('Discount')).toBeNull();
    expect(screen.queryByText('Service fee')).toBeNull();
    expect(screen.queryByText('Delivery')).toBeNull();
  });
});
