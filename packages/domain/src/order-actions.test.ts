import { describe, expect, it } from 'vitest';
import {
  type ActionableOrder,
  allowedMerchantActions,
  applyMerchantAction,
  type MerchantAction,
} from './order-actions';

const paid = (patch: Partial<ActionableOrder> = {}): ActionableOrder => ({
  status: 'PAID',
  serveStatus: null,
  serveType: 'PICKUP',
  paymentMethod: 'CARD',
  paymentCollected: true,
  ...patch,
});

describe('merchant actions (contract §9)', () => {
  it.each<[string, ActionableOrder, MerchantAction, string | null, string | null]>([
    ['accept a new order', paid(), 'accept', 'PAID', 'ACCEPTED'],
    ['reject a new order', paid(), 'reject', 'REFUNDED', 'REJECTED'],
    ['prepare an accepted one', paid({ serveStatus: 'ACCEPTED' }), 'preparing', 'PAID', 'PREPARING'],
    ['ready after preparing', paid({ serveStatus: 'PREPARING' }), 'ready', 'PAID', 'READY'],
    ['pick-up completes from READY', paid({ serveStatus: 'READY' }), 'complete', 'COMPLETED', 'PICKUP'],
    [
      'dine-in completes as SERVED',
      paid({ serveStatus: 'READY', serveType: 'DINE_IN' }),
      'complete',
      'COMPLETED',
      'SERVED',
    ],
    [
      'a delivery leaves when READY',
      paid({ serveStatus: 'READY', serveType: 'DELIVERY' }),
      'delivering',
      'PAID',
      'DELIVERING',
    ],
    [
      'a delivery completes as DELIVERED',
      paid({ serveStatus: 'DELIVERING', serveType: 'DELIVERY' }),
      'complete',
      'COMPLETED',
      'DELIVERED',
    ],
    ['cancel while preparing refunds', paid({ serveStatus: 'PREPARING' }), 'cancel', 'REFUNDED', 'REJECTED'],
  ])('%s', (_, order, action, status, serveStatus) => {
    expect(applyMerchantAction(order, action)).toMatchObject({ ok: true, status, serveStatus });
  });

  it.each<[string, ActionableOrder, MerchantAction, string]>([
    ['any action on an unpaid order', paid({ status: 'CONFIRMED' }), 'accept', 'The order is not PAID'],
    [
      'any action on a completed order',
      paid({ status: 'COMPLETED', serveStatus: 'PICKUP' }),
      'ready',
      'The order is not PAID',
    ],
    [
      'reject once in process',
      paid({ serveStatus: 'ACCEPTED' }),
      'reject',
      'It is not able to REJECT. The order is already in Process.',
    ],
    ['accept twice', paid({ serveStatus: 'ACCEPTED' }), 'accept', 'Invalid Status'],
    ['ready before preparing', paid({ serveStatus: 'ACCEPTED' }), 'ready', 'Invalid Status'],
    ['delivering a pick-up', paid({ serveStatus: 'READY' }), 'delivering', 'Invalid Status'],
    [
      'complete a delivery still at READY',
      paid({ serveStatus: 'READY', serveType: 'DELIVERY' }),
      'complete',
      'Invalid Status',
    ],
    [
      'complete an uncollected pay-at-store order',
      paid({ serveStatus: 'READY', paymentMethod: 'AT_STORE', paymentCollected: false }),
      'complete',
      'Invalid Status',
    ],
    ['collect a card order', paid(), 'paid-at-store', 'Invalid Status'],
    ['cancel a new order (reject is the way)', paid(), 'cancel', 'Invalid Status'],
  ])('refuses to %s', (_, order, action, message) => {
    expect(applyMerchantAction(order, action)).toMatchObject({ ok: false, message });
  });

  it('collects a pay-at-store order once, then lets it complete', () => {
    const order = paid({ serveStatus: 'READY', paymentMethod: 'AT_STORE', paymentCollected: false });
    const collected = applyMerchantAction(order, 'paid-at-store');
    expect(collected).toMatchObject({ ok: true, paymentCollected: true, serveStatus: 'READY' });
    expect(applyMerchantAction({ ...order, paymentCollected: true }, 'complete')).toMatchObject({ ok: true });
    expect(applyMerchantAction({ ...order, paymentCollected: true }, 'paid-at-store')).toMatchObject({
      ok: false,
    });
  });

  it('lists the buttons a merchant sees', () => {
    expect(allowedMerchantActions(paid())).toEqual(['accept', 'reject']);
    expect(allowedMerchantActions(paid({ serveStatus: 'READY', serveType: 'DELIVERY' }))).toEqual([
      'delivering',
      'cancel',
    ]);
    expect(allowedMerchantActions(paid({ status: 'REFUNDED', serveStatus: 'REJECTED' }))).toEqual([]);
  });
});
