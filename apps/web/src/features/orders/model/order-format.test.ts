import { describe, expect, it } from 'vitest';
import { sampleOrder } from '../testing/sample-order';
import { orderActionButtons } from './order-actions-view';
import { formatDistance, formatMoney, formatPoints } from './order-format';

describe('order formats', () => {
  it('shows money, points and distances as spec 1 §5 says', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(-2)).toBe('-$2.00');
    expect(formatPoints(20000)).toBe('20,000 pts');
    expect(formatDistance(2.345)).toBe('2.35 km');
    expect(formatDistance(0.42)).toBe('420 m');
  });
});

describe('orderActionButtons', () => {
  it('follows the serve flow, refunds last', () => {
    expect(orderActionButtons(sampleOrder())).toEqual(['accept', 'reject']);
    expect(orderActionButtons(sampleOrder({ serveStatus: 'ACCEPTED' }))).toEqual(['preparing', 'cancel']);
    expect(orderActionButtons(sampleOrder({ serveStatus: 'PREPARING' }))).toEqual(['ready', 'cancel']);
    expect(orderActionButtons(sampleOrder({ serveStatus: 'READY' }))).toEqual(['complete', 'cancel']);
    const delivery = sampleOrder({ serveType: 'DELIVERY', isPickup: null });
    expect(orderActionButtons({ ...delivery, serveStatus: 'READY' })).toEqual(['delivering', 'cancel']);
    expect(orderActionButtons({ ...delivery, serveStatus: 'DELIVERING' })).toEqual(['complete', 'cancel']);
  });

  it('asks for the payment before completing an order paid at the store', () => {
    const atStore = sampleOrder({ paymentMethod: 'AT_STORE', paymentCollected: false, serveStatus: 'READY' });
    expect(orderActionButtons(atStore)).toEqual(['paid-at-store', 'cancel']);
    expect(orderActionButtons({ ...atStore, paymentCollected: true })).toEqual(['complete', 'cancel']);
  });

  it('offers nothing once the order is no longer paid', () => {
    expect(orderActionButtons(sampleOrder({ status: 'COMPLETED', serveStatus: 'PICKUP' }))).toEqual([]);
  });
});
