import { describe, expect, it } from 'vitest';
import { sampleOrder } from '../testing/sample-order';
import { orderActionButtons, orderAfterAction } from './order-actions-view';

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

describe('orderAfterAction', () => {
  it('tells the next step of an order that stays active, and nothing for one that leaves', () => {
    const fresh = sampleOrder();
    expect(orderAfterAction(fresh, 'accept')).toEqual({ ...fresh, serveStatus: 'ACCEPTED' });
    const atStore = sampleOrder({ paymentMethod: 'AT_STORE', paymentCollected: false, serveStatus: 'READY' });
    expect(orderAfterAction(atStore, 'paid-at-store')?.paymentCollected).toBe(true);
    expect(orderAfterAction(fresh, 'reject')).toBeNull();
    expect(orderAfterAction(sampleOrder({ serveStatus: 'READY' }), 'complete')).toBeNull();
    expect(orderAfterAction(sampleOrder({ serveStatus: 'ACCEPTED' }), 'accept')).toBeNull();
  });
});
