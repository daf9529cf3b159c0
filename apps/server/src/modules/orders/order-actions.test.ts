import { type MerchantOrder, merchantOrderSchema } from '@perkdesk/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { signedIn } from '../../test/account-fixtures';
import {
  call,
  expectRefusal,
  openShop,
  orderCall,
  orderRow,
  type ProviderHarness,
  startProvider,
} from '../../test/order-harness';
import { createRule, torontoAddress } from '../../test/setup-fixtures';
import type { OrderRow } from './orders.repository';

// Merchant actions on a paid order (contract §9 Merchant actions), on the sandbox provider.

type Headers = Record<string, string>;
type Shop = Awaited<ReturnType<typeof openShop>>;
type Serve = 'PICKUP' | 'DINE_IN' | 'DELIVERY';

// Monday 2 June 2025, 15:00 UTC: 11:00 in Toronto.
const MON_1500Z = new Date('2025-06-02T15:00:00Z');

describe('merchant actions', () => {
  let p: ProviderHarness;
  let shop: Shop;
  const published: OrderRow[] = [];

  beforeAll(async () => {
    p = await startProvider('sandbox', { orderEvents: { published: (order) => void published.push(order) } });
    p.t.clock.advance(MON_1500Z.getTime() - p.t.clock.now().getTime());
    shop = await openShop(p);
    await createRule(p.t, shop.merchant.headers, shop.store.id, { distance: 3, price: 3.99 });
  });
  afterAll(() => p.close());

  const t = () => p.t;
  const post = (url: string, body: unknown, headers: Headers) => call(t(), 'POST', url, body, headers);

  const customerOf = async () => {
    const customer = await signedIn(t(), 'USER');
    await t().db.update(users).set({ phone: '+14165550123' }).where(eq(users.id, customer.id));
    return customer;
  };

  /** A croissant ordered by a new customer, confirmed for `serve`, paid by card: a PAID order. */
  const paidOrder = async (serve: Serve = 'PICKUP', payAtStore = false) => {
    const customer = await customerOf();
    const added = await post(
      `/api/user-cart/${shop.store.id}/item`,
      { item: { productId: shop.menu.croissant.id, quantity: 1, addons: [] } },
      customer.headers,
    );
    expect(added.statusCode, added.body).toBe(200);
    const order = await orderCall(
      t(),
      'POST',
      '/api/orders/checkout',
      { storeId: shop.store.id },
      customer.headers,
    );
    const confirmBody =
      serve === 'DELIVERY'
        ? {
            serveType: serve,
            deliveryInfoDTO: { deliveryAddress: torontoAddress(null), deliveryDistance: 2 },
          }
        : { serveType: serve, payAtStore };
    const confirmed = await orderCall(
      t(),
      'POST',
      `/api/orders/${order.id}/confirm`,
      confirmBody,
      customer.headers,
    );
    if (confirmed.status === 'PAID') return { customer, id: order.id };
    const row = await orderRow(t(), order.id);
    await p.pay(row.paymentClientSecret as string, customer.headers);
    const paid = await orderCall(t(), 'POST', `/api/orders/${order.id}/paid`, undefined, customer.headers);
    expect(paid.status).toBe('PAID');
    return { customer, id: order.id };
  };

  const act = (
    action: string,
    orderId: string,
    body?: unknown,
    headers = shop.merchant.headers,
    storeId = shop.store.id,
  ) => post(`/api/orders/${storeId}/${action}/${orderId}`, body, headers);

  const acted = async (action: string, orderId: string, body?: unknown): Promise<MerchantOrder> => {
    const response = await act(action, orderId, body);
    expect(response.statusCode, `${action}: ${response.body}`).toBe(200);
    return merchantOrderSchema.parse(response.json());
  };

  const serveFlow = async (id: string, delivery: boolean) => {
    const steps: MerchantOrder[] = [];
    steps.push(await acted('accept', id));
    steps.push(await acted('preparing', id, { processingTime: 15 }));
    steps.push(await acted('ready', id));
    if (delivery) steps.push(await acted('delivering', id, { processingTime: 20 }));
    steps.push(await acted('complete', id));
    return steps;
  };

  it.each([
    ['PICKUP', 'PICKUP'],
    ['DINE_IN', 'SERVED'],
    ['DELIVERY', 'DELIVERED'],
  ] as const)('serves a %s order to COMPLETED / %s, publishing each step', async (serve, finalServe) => {
    const { id } = await paidOrder(serve);
    const before = published.length;
    const steps = await serveFlow(id, serve === 'DELIVERY');
    expect(steps.map((step) => step.serveStatus)).toEqual([
      'ACCEPTED',
      'PREPARING',
      'READY',
      ...(serve === 'DELIVERY' ? ['DELIVERING'] : []),
      finalServe,
    ]);
    const last = steps.at(-1) as MerchantOrder;
    expect(last.status).toBe('COMPLETED');
    expect(last.acceptedAt).toBe(MON_1500Z.toISOString());
    expect(last.completedAt).not.toBeNull();
    expect(last.preparingTime).toBe(15);
    expect(last.deliveringTime).toBe(serve === 'DELIVERY' ? 20 : null);
    expect(last.customerPhone).toBe('+14165550123');
    expect(published.slice(before).map((order) => order.serveStatus)).toEqual(
      steps.map((s) => s.serveStatus),
    );
  });

  it('rejects a new order with a reason: REFUNDED + REJECTED, the intent refunded in full', async () => {
    const { id } = await paidOrder();
    const empty = await act('reject', id, { rejectMessage: '  ' });
    await expectRefusal(empty, 400, 'VALIDATION_FAILED', 'Please provide a reject reason');
    expect(empty.json().violations).toEqual([
      { field: 'rejectMessage', message: 'Please provide a reject reason' },
    ]);
    await expectRefusal(await act('reject', id, {}), 400, 'VALIDATION_FAILED');
    await expectRefusal(
      await act('reject', id, { rejectMessage: 'x'.repeat(501) }),
      400,
      'VALIDATION_FAILED',
    );

    const rejected = await acted('reject', id, { rejectMessage: 'Out of croissants' });
    expect(rejected).toMatchObject({
      status: 'REFUNDED',
      serveStatus: 'REJECTED',
      messageByMerchant: 'Out of croissants',
    });
    const row = await orderRow(t(), id);
    expect(row.searchText).toContain('out of croissants');
    const intent = await p.intent(row.paymentIntentId as string);
    expect(intent.status).toBe('succeeded');
    expect(intent.refundedCents).toBe(intent.amountCents);
  });

  it('cancels an order in progress with a refund', async () => {
    const { id } = await paidOrder('DELIVERY');
    await acted('accept', id);
    await acted('preparing', id, { processingTime: 10 });
    await expectRefusal(await act('cancel', id, { rejectMessage: '' }), 400, 'VALIDATION_FAILED');
    const canceled = await acted('cancel', id, { rejectMessage: 'Oven broke' });
    expect(canceled).toMatchObject({
      status: 'REFUNDED',
      serveStatus: 'REJECTED',
      messageByMerchant: 'Oven broke',
    });
    const row = await orderRow(t(), id);
    expect((await p.intent(row.paymentIntentId as string)).refundedCents).toBe(row.totalCents);
  });

  it('refuses every action out of turn with the contract’s codes', async () => {
    const { id } = await paidOrder('PICKUP');
    const invalid = (response: Awaited<ReturnType<typeof act>>) =>
      expectRefusal(response, 400, 'INVALID_STATUS', 'Invalid Status');
    // New (serveStatus null).
    await invalid(await act('preparing', id, { processingTime: 5 }));
    await invalid(await act('ready', id));
    await invalid(await act('delivering', id, { processingTime: 5 }));
    await invalid(await act('complete', id));
    await invalid(await act('cancel', id, { rejectMessage: 'No' }));
    await invalid(await act('paid-at-store', id));
    await acted('accept', id);
    await invalid(await act('accept', id));
    await expectRefusal(
      await act('reject', id, { rejectMessage: 'No' }),
      400,
      'ORDER_IN_PROCESS',
      'It is not able to REJECT. The order is already in Process.',
    );
    await expectRefusal(await act('preparing', id, { processingTime: 0 }), 400, 'VALIDATION_FAILED');
    await expectRefusal(await act('preparing', id, { processingTime: 601 }), 400, 'VALIDATION_FAILED');
    await acted('preparing', id, { processingTime: 5 });
    await acted('ready', id);
    // A pick-up order is never delivering.
    await invalid(await act('delivering', id, { processingTime: 5 }));
    await acted('complete', id);
    for (const action of ['accept', 'ready', 'complete', 'paid-at-store']) {
      await expectRefusal(await act(action, id), 400, 'ORDER_NOT_PAID', 'The order is not PAID');
    }
    await expectRefusal(await act('cancel', id, { rejectMessage: 'x' }), 400, 'ORDER_NOT_PAID');
  });

  it('completes a pay-at-store order only once the payment is collected', async () => {
    const { id } = await paidOrder('DINE_IN', true);
    await acted('accept', id);
    await acted('preparing', id, { processingTime: 5 });
    await acted('ready', id);
    await expectRefusal(await act('complete', id), 400, 'INVALID_STATUS');
    expect(await acted('paid-at-store', id)).toMatchObject({ paymentCollected: true, serveStatus: 'READY' });
    await expectRefusal(await act('paid-at-store', id), 400, 'INVALID_STATUS');
    expect(await acted('complete', id)).toMatchObject({ status: 'COMPLETED', serveStatus: 'SERVED' });
  });

  it('answers 404 for an unknown action, another store, another merchant’s order; 403 for a customer', async () => {
    const { id, customer } = await paidOrder();
    await expectRefusal(await act('explode', id), 404, 'NOT_FOUND');
    await expectRefusal(await act('accept', '99999999999999999999'), 404, 'NOT_FOUND');
    const other = await openShop(p);
    await expectRefusal(await act('accept', id, undefined, other.merchant.headers), 404, 'NOT_FOUND');
    await expectRefusal(
      await act('accept', id, undefined, other.merchant.headers, other.store.id),
      404,
      'NOT_FOUND',
    );
    await expectRefusal(
      await act('accept', id, undefined, shop.merchant.headers, other.store.id),
      404,
      'NOT_FOUND',
    );
    await expectRefusal(await act('accept', id, undefined, customer.headers), 403, 'FORBIDDEN');
    expect((await orderRow(t(), id)).serveStatus).toBeNull();
  });

  it('20 concurrent actions on one order leave exactly one winner and a legal state', async () => {
    const { id } = await paidOrder();
    const actions = Array.from({ length: 20 }, (_, i) =>
      i % 2 === 0 ? act('accept', id) : act('reject', id, { rejectMessage: `No ${i}` }),
    );
    const responses = await Promise.all(actions);
    const winners = responses.filter((response) => response.statusCode === 200);
    expect(winners).toHaveLength(1);
    for (const loser of responses.filter((response) => response.statusCode !== 200)) {
      expect(loser.statusCode).toBe(400);
      // A loser that lost the compare-and-set gets INVALID_STATUS; one that read the order after
      // the winner committed is refused by the rules of the new state (a REFUNDED order is no
      // longer PAID, an ACCEPTED one is in process).
      expect(['INVALID_STATUS', 'ORDER_IN_PROCESS', 'ORDER_NOT_PAID']).toContain(loser.json().code);
    }
    const row = await orderRow(t(), id);
    const won = merchantOrderSchema.parse((winners[0] as (typeof responses)[number]).json());
    expect({ status: row.status, serveStatus: row.serveStatus }).toEqual({
      status: won.status,
      serveStatus: won.serveStatus,
    });
    expect([
      ['PAID', 'ACCEPTED'],
      ['REFUNDED', 'REJECTED'],
    ]).toContainEqual([row.status, row.serveStatus]);
    const intent = await p.intent(row.paymentIntentId as string);
    expect(intent.refundedCents).toBe(row.status === 'REFUNDED' ? row.totalCents : 0);
  });
});
