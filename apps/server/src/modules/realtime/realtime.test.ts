import { once } from 'node:events';
import type { IncomingMessage } from 'node:http';
import {
  type CustomerOrder,
  customerOrderSchema,
  merchantOrderSchema,
  REALTIME_DESTINATIONS,
  realtimeErrorSchema,
} from '@perkdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { signedIn } from '../../test/account-fixtures';
import {
  type Account,
  call,
  openShop,
  orderCall,
  orderRow,
  type ProviderHarness,
  startProvider,
} from '../../test/order-harness';
import { connectStomp, openRawSocket, type StompProbe, socketUrl } from '../../test/stomp-test-client';
import { toMerchantOrder } from '../orders/order-mapper';

// The real-time channel (contract §15) through the real @stomp/stompjs client over `ws`, against
// the app listening on a port; orders are paid and served through the HTTP API.

const NOTIFY = REALTIME_DESTINATIONS.notifyOrder;
type Shop = Awaited<ReturnType<typeof openShop>>;

describe('real-time channel', () => {
  let p: ProviderHarness;
  let shop: Shop;
  const probes: StompProbe[] = [];

  beforeAll(async () => {
    p = await startProvider('sandbox');
    shop = await openShop(p);
    await p.t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await Promise.all(probes.map((probe) => probe.client.deactivate()));
    await p.close();
  });

  const app = () => p.t.app;
  const connect = async (options: Parameters<typeof connectStomp>[1]) => {
    const probe = await connectStomp(app(), options);
    probes.push(probe);
    return probe;
  };
  const merchantToken = () => shop.merchant.session.access_token;

  /** A croissant ordered for pick-up by `customer` and confirmed; paid by card unless `payAtStore`. */
  const placeOrder = async (customer: Account, payAtStore = false): Promise<CustomerOrder> => {
    const added = await call(
      p.t,
      'POST',
      `/api/user-cart/${shop.store.id}/item`,
      { item: { productId: shop.menu.croissant.id, quantity: 1, addons: [] } },
      customer.headers,
    );
    expect(added.statusCode, added.body).toBe(200);
    const order = await orderCall(
      p.t,
      'POST',
      '/api/orders/checkout',
      { storeId: shop.store.id },
      customer.headers,
    );
    return orderCall(
      p.t,
      'POST',
      `/api/orders/${order.id}/confirm`,
      { serveType: 'PICKUP', payAtStore },
      customer.headers,
    );
  };

  const pay = async (customer: Account, orderId: string) => {
    const row = await orderRow(p.t, orderId);
    await p.pay(row.paymentClientSecret as string, customer.headers);
    return orderCall(p.t, 'POST', `/api/orders/${orderId}/paid`, undefined, customer.headers);
  };

  const merchantView = async (orderId: string) => {
    const response = await call(p.t, 'GET', `/api/orders/${orderId}`, undefined, shop.merchant.headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('answers CONNECT with CONNECTED: the negotiated version, the offered heart-beat and the user', async () => {
    const probe = await connect({ token: merchantToken(), heartbeatMs: 10_000 });
    expect(probe.answer.command).toBe('CONNECTED');
    expect(probe.answer.headers).toMatchObject({
      version: '1.2',
      'heart-beat': '30000,30000',
      'user-name': shop.merchant.id,
    });
  });

  it.each([['1.1'], ['1.0']])('speaks STOMP %s when the client offers only it', async (version) => {
    const probe = await connect({ token: merchantToken(), versions: [version] });
    expect(probe.answer.command).toBe('CONNECTED');
    expect(probe.answer.headers.version).toBe(version);
    await probe.subscribe(NOTIFY);
  });

  it('takes the token from the access_token query parameter too', async () => {
    const probe = await connect({ token: merchantToken(), viaQuery: true });
    expect(probe.answer.command).toBe('CONNECTED');
    expect(probe.answer.headers['user-name']).toBe(shop.merchant.id);
  });

  it.each([
    ['a malformed token', 'not-a-token'],
    ['no token', undefined],
  ])('refuses %s: ERROR Unauthorized, then the socket closes', async (_case, token) => {
    const probe = await connect({ token });
    expect(probe.answer.command).toBe('ERROR');
    expect(probe.answer.headers.message).toBe('Unauthorized');
    expect(await probe.closed).toBe(1008);
  });

  it('sends the merchant the order a customer pays, as GET /api/orders/{id} answers it', async () => {
    const merchant = await connect({ token: merchantToken() });
    await merchant.subscribe(NOTIFY);
    const customer = await signedIn(p.t, 'USER');
    const order = await placeOrder(customer);
    expect(merchant.messages).toEqual([]);
    await pay(customer, order.id);

    const message = await merchant.nextMessage();
    expect(message.headers['content-type']).toBe('application/json');
    expect(message.headers.subscription).toEqual(expect.any(String));
    expect(message.headers['message-id']).toEqual(expect.any(String));
    const delivered = merchantOrderSchema.parse(JSON.parse(message.body));
    expect(delivered).toMatchObject({ id: order.id, status: 'PAID', serveStatus: null });
    expect(JSON.parse(message.body)).toEqual(await merchantView(order.id));
    // The view joined from the shared fields and the merchant's own is the view serialized whole.
    expect(message.body).toBe(JSON.stringify(toMerchantOrder(await orderRow(p.t, order.id))));
  });

  it('sends the customer its own order (customer view) on the same events, and a cancel too', async () => {
    const customer = await signedIn(p.t, 'USER');
    const probe = await connect({ token: customer.session.access_token });
    expect(probe.answer.headers['user-name']).toBe(customer.id);
    await probe.subscribe(NOTIFY);

    const order = await placeOrder(customer);
    await pay(customer, order.id);
    const paid = customerOrderSchema.parse(JSON.parse((await probe.nextMessage()).body));
    expect(paid).toMatchObject({
      id: order.id,
      status: 'PAID',
      storeName: shop.store.name,
      clientSecret: null,
    });

    const other = await placeOrder(customer);
    await orderCall(p.t, 'POST', `/api/orders/${other.id}/cancel`, undefined, customer.headers);
    const canceled = customerOrderSchema.parse(JSON.parse((await probe.nextMessage()).body));
    expect(canceled).toMatchObject({ id: other.id, status: 'CANCELED' });
  });

  it('publishes every merchant action: accept, then each serve step to COMPLETED', async () => {
    const merchant = await connect({ token: merchantToken() });
    await merchant.subscribe(NOTIFY);
    const customer = await signedIn(p.t, 'USER');
    const order = await placeOrder(customer);
    await pay(customer, order.id);
    expect(JSON.parse((await merchant.nextMessage()).body).status).toBe('PAID');

    const steps: [string, unknown][] = [
      ['accept', undefined],
      ['preparing', { processingTime: 10 }],
      ['ready', undefined],
      ['complete', undefined],
    ];
    const seen: [string, string | null][] = [];
    for (const [action, body] of steps) {
      const response = await call(
        p.t,
        'POST',
        `/api/orders/${shop.store.id}/${action}/${order.id}`,
        body,
        shop.merchant.headers,
      );
      expect(response.statusCode, response.body).toBe(200);
      const delivered = merchantOrderSchema.parse(JSON.parse((await merchant.nextMessage()).body));
      expect(delivered).toEqual(response.json());
      seen.push([delivered.status, delivered.serveStatus]);
    }
    expect(seen).toEqual([
      ['PAID', 'ACCEPTED'],
      ['PAID', 'PREPARING'],
      ['PAID', 'READY'],
      ['COMPLETED', 'PICKUP'],
    ]);
  });

  it('publishes a pay-at-store order when placed and when the merchant marks it paid', async () => {
    const merchant = await connect({ token: merchantToken() });
    await merchant.subscribe(NOTIFY);
    const customer = await signedIn(p.t, 'USER');
    const order = await placeOrder(customer, true);
    const placed = merchantOrderSchema.parse(JSON.parse((await merchant.nextMessage()).body));
    expect(placed).toMatchObject({ id: order.id, status: 'PAID', paymentCollected: false });
    const response = await call(
      p.t,
      'POST',
      `/api/orders/${shop.store.id}/paid-at-store/${order.id}`,
      undefined,
      shop.merchant.headers,
    );
    expect(response.statusCode, response.body).toBe(200);
    const collected = merchantOrderSchema.parse(JSON.parse((await merchant.nextMessage()).body));
    expect(collected).toMatchObject({ id: order.id, paymentCollected: true });
  });

  it("never sends a merchant another merchant's orders", async () => {
    const other = await openShop(p);
    const otherProbe = await connect({ token: other.merchant.session.access_token });
    await otherProbe.subscribe(NOTIFY);
    const mine = await connect({ token: merchantToken() });
    await mine.subscribe(NOTIFY);

    const customer = await signedIn(p.t, 'USER');
    const order = await placeOrder(customer);
    await pay(customer, order.id);
    expect(JSON.parse((await mine.nextMessage()).body).id).toBe(order.id);
    // Published to both at once: had the other merchant been sent it, it would be here by now.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(otherProbe.messages).toEqual([]);
  });

  it('refuses a SUBSCRIBE to any other destination: ERROR Unknown destination, socket closed', async () => {
    const probe = await connect({ token: merchantToken() });
    const refused = new Promise<string>((resolve) => {
      probe.client.onStompError = (frame) => resolve(frame.headers.message as string);
    });
    probe.client.subscribe('/topic/orders', () => {});
    expect(await refused).toBe('Unknown destination');
    expect(await probe.closed).toBe(1008);
  });

  it('refuses any client SEND the same way', async () => {
    const probe = await connect({ token: merchantToken() });
    const refused = new Promise<string>((resolve) => {
      probe.client.onStompError = (frame) => resolve(frame.headers.message as string);
    });
    probe.client.publish({ destination: NOTIFY, body: '{}' });
    expect(await refused).toBe('Unknown destination');
    expect(await probe.closed).toBe(1008);
  });

  it('closes the socket when its session signs out (logout revokes the family)', async () => {
    const merchant = await signedIn(p.t);
    const probe = await connect({ token: merchant.session.access_token });
    await probe.subscribe(NOTIFY);
    const refused = new Promise<string>((resolve) => {
      probe.client.onStompError = (frame) => resolve(frame.headers.message as string);
    });
    const response = await call(
      p.t,
      'POST',
      '/api/logout',
      { refresh_token: merchant.session.refresh_token },
      merchant.headers,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(await refused).toBe('Unauthorized');
    expect(await probe.closed).toBe(1008);
    // The token of a revoked family is refused at CONNECT too.
    const again = await connect({ token: merchant.session.access_token });
    expect(again.answer.headers.message).toBe('Unauthorized');
  });

  describe('over a raw WebSocket', () => {
    const CONNECT = `CONNECT\naccept-version:1.2\nhost:perkdesk\nheart-beat:0,0\n`;

    it('answers a receipt for SUBSCRIBE, and for DISCONNECT before closing', async () => {
      const raw = await openRawSocket(app());
      raw.send(`${CONNECT}Authorization:Bearer ${merchantToken()}\n\n\0`);
      expect((await raw.nextFrame()).command).toBe('CONNECTED');
      raw.send(`SUBSCRIBE\nid:s1\ndestination:${NOTIFY}\nreceipt:r-1\n\n\0`);
      expect(await raw.nextFrame()).toMatchObject({ command: 'RECEIPT', headers: { 'receipt-id': 'r-1' } });
      raw.send('DISCONNECT\nreceipt:bye\n\n\0');
      expect(await raw.nextFrame()).toMatchObject({ command: 'RECEIPT', headers: { 'receipt-id': 'bye' } });
      expect(await raw.closed).toBe(1000);
    });

    it('reads a CONNECT split over messages and frames batched in one, heart-beat EOLs between them', async () => {
      const raw = await openRawSocket(app());
      const connectFrame = `\r\n${CONNECT}Authorization:Bearer ${merchantToken()}\n\n\0`;
      raw.send(connectFrame.slice(0, 7));
      raw.send(connectFrame.slice(7, 30));
      raw.send(connectFrame.slice(30));
      expect((await raw.nextFrame()).command).toBe('CONNECTED');
      raw.send(
        `SUBSCRIBE\nid:a\ndestination:${NOTIFY}\n\n\0\n\r\nSUBSCRIBE\nid:b\ndestination:/topic/errors\nreceipt:2\n\n\0\n`,
      );
      expect(await raw.nextFrame()).toMatchObject({ command: 'RECEIPT', headers: { 'receipt-id': '2' } });
      // An UNSUBSCRIBE of an unknown id is not worth closing for: it is told on /topic/errors.
      raw.send('UNSUBSCRIBE\nid:nope\nreceipt:3\n\n\0');
      const told = await raw.nextFrame();
      expect(told.headers).toMatchObject({ destination: '/topic/errors', subscription: 'b' });
      expect(realtimeErrorSchema.parse(JSON.parse(told.body))).toMatchObject({
        status: 400,
        code: 'BAD_REQUEST',
      });
      expect(await raw.nextFrame()).toMatchObject({ command: 'RECEIPT', headers: { 'receipt-id': '3' } });
      raw.socket.close();
    });

    it('answers frames sent right after CONNECT, before CONNECTED, in order', async () => {
      const raw = await openRawSocket(app());
      raw.send(
        `${CONNECT}Authorization:Bearer ${merchantToken()}\n\n\0SUBSCRIBE\nid:a\ndestination:${NOTIFY}\nreceipt:early\n\n\0`,
      );
      expect((await raw.nextFrame()).command).toBe('CONNECTED');
      expect(await raw.nextFrame()).toMatchObject({ command: 'RECEIPT', headers: { 'receipt-id': 'early' } });
      raw.socket.close();
    });

    it('refuses a frame over 64 KB: ERROR, then the socket closes', async () => {
      const raw = await openRawSocket(app());
      raw.send(`${CONNECT}Authorization:Bearer ${merchantToken()}\n\n\0`);
      expect((await raw.nextFrame()).command).toBe('CONNECTED');
      const big = `SEND\ndestination:/x\n\n${'x'.repeat(40 * 1024)}`;
      raw.send(big);
      raw.send(big);
      expect(await raw.nextFrame()).toMatchObject({
        command: 'ERROR',
        headers: { message: 'Frame too large' },
      });
      expect(await raw.closed).toBe(1009);
    });

    it('refuses a frame other than CONNECT first, and CONNECT without a shared version', async () => {
      const first = await openRawSocket(app());
      first.send(`SUBSCRIBE\nid:a\ndestination:${NOTIFY}\n\n\0`);
      expect((await first.nextFrame()).command).toBe('ERROR');
      expect(await first.closed).toBe(1002);

      const old = await openRawSocket(app());
      old.send(`CONNECT\naccept-version:2.0\nAuthorization:Bearer ${merchantToken()}\n\n\0`);
      expect(await old.nextFrame()).toMatchObject({ command: 'ERROR', headers: { version: '1.2,1.1,1.0' } });
      expect(await old.closed).toBe(1002);
    });

    it('answers 404 to a WebSocket on another path', async () => {
      const socket = new WebSocket(socketUrl(app()).replace('/api/websocket', '/api/other'));
      const [, response] = (await once(socket, 'unexpected-response')) as [unknown, IncomingMessage];
      expect(response.statusCode).toBe(404);
      response.destroy();
    });
  });
});
