import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectRefusal, openShop, type ProviderHarness, startProvider } from '../../test/order-harness';
import { createOpenStore } from '../../test/ordering-fixtures';
import { act, paidOrder } from '../../test/refund-kit';

// DELETE /api/merchant-stores/{id} (contract §4): refused while the store has PAID orders.

describe('deleting a store with orders in progress', () => {
  let p: ProviderHarness;
  beforeAll(async () => {
    p = await startProvider('sandbox');
  });
  afterAll(() => p.close());

  it('is refused while a PAID order is in progress, allowed once it is finished', async () => {
    const shop = await openShop(p);
    const order = await paidOrder(p, shop, 1);
    const remove = () =>
      call(p.t, 'DELETE', `/api/merchant-stores/${shop.store.id}`, undefined, shop.merchant.headers);
    await expectRefusal(await remove(), 400, 'STORE_HAS_ACTIVE_ORDERS', 'The store has orders in progress.');
    const store = await call(
      p.t,
      'GET',
      `/api/merchant-stores/${shop.store.id}`,
      undefined,
      shop.merchant.headers,
    );
    expect(store.json().status).toBe('ACTIVE');

    await act(p, shop, 'reject', order.id, { rejectMessage: 'Closing early' });
    const removed = await remove();
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ id: shop.store.id });
  });

  it('counts only that store’s orders: another store of the merchant deletes', async () => {
    const shop = await openShop(p);
    await paidOrder(p, shop, 1);
    const other = await createOpenStore(p.t, shop.merchant.headers, { name: 'Quiet café' });
    const removed = await call(
      p.t,
      'DELETE',
      `/api/merchant-stores/${other.id}`,
      undefined,
      shop.merchant.headers,
    );
    expect(removed.statusCode, removed.body).toBe(200);
  });
});
