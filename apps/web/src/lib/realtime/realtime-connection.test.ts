import type { MerchantOrder } from '@perkdesk/contracts';
import { FrameImpl, type IMessage, type StompConfig } from '@stomp/stompjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RefreshOutcome } from '../auth-refresh';
import { RealtimeConnection, type StompClientLike } from './realtime-connection';
import { brokerUrl } from './realtime-settings';

class FakeClient implements StompClientLike {
  active = false;
  subscriptions = new Map<string, (message: IMessage) => void>();
  constructor(readonly config: StompConfig) {}
  activate() {
    this.active = true;
  }
  async deactivate() {
    this.active = false;
  }
  subscribe(destination: string, callback: (message: IMessage) => void) {
    this.subscriptions.set(destination, callback);
  }
  /** The broker answered CONNECTED. */
  connect() {
    this.config.onConnect?.(new FrameImpl({ command: 'CONNECTED', headers: { version: '1.2' } }));
  }
  deliver(destination: string, body: unknown) {
    this.subscriptions.get(destination)?.({ body: JSON.stringify(body) } as IMessage);
  }
  refuse(message: string) {
    this.config.onStompError?.(new FrameImpl({ command: 'ERROR', headers: { message } }));
  }
}

const order = { id: '10000000000000001234', status: 'PAID' } as MerchantOrder;

let token: string | undefined;
let clients: FakeClient[];
let refresh: ReturnType<typeof vi.fn<(stale: string) => Promise<RefreshOutcome>>>;
const handlers = { onOrder: vi.fn(), onConnected: vi.fn(), onServerError: vi.fn() };

function connection() {
  return new RealtimeConnection({
    createClient: (config) => {
      const client = new FakeClient(config);
      clients.push(client);
      return client;
    },
    brokerURL: 'ws://app.test/api/websocket',
    accessToken: () => token,
    refresh,
    handlers,
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  token = 'token-1';
  clients = [];
  refresh = vi.fn();
  for (const handler of Object.values(handlers)) handler.mockReset();
});
afterEach(() => vi.useRealTimers());

describe('RealtimeConnection', () => {
  it('connects with the spec settings: STOMP 1.2/1.1/1.0, 30 s heart-beats, 10 s reconnect, bearer token', () => {
    connection().start();
    const { config } = clients[0] as FakeClient;
    expect(config.brokerURL).toBe('ws://app.test/api/websocket');
    expect(config.stompVersions?.versions).toEqual(['1.2', '1.1', '1.0']);
    expect(config.stompVersions?.protocolVersions()).toEqual(['v12.stomp', 'v11.stomp', 'v10.stomp']);
    expect([config.heartbeatIncoming, config.heartbeatOutgoing, config.reconnectDelay]).toEqual([
      30_000, 30_000, 10_000,
    ]);
    expect(config.connectHeaders).toEqual({ Authorization: 'Bearer token-1' });
    expect(clients[0]?.active).toBe(true);
  });

  it('subscribes to the order queue and the error topic on every connect, and says so', () => {
    connection().start();
    const client = clients[0] as FakeClient;
    client.connect();
    expect([...client.subscriptions.keys()]).toEqual(['/user/queue/notify-order', '/topic/errors']);
    client.connect();
    expect(handlers.onConnected).toHaveBeenCalledTimes(2);
  });

  it('hands on valid orders and errors, and drops what does not match the contract', () => {
    connection().start();
    const client = clients[0] as FakeClient;
    client.connect();
    client.deliver('/user/queue/notify-order', { id: 'x' });
    expect(handlers.onOrder).not.toHaveBeenCalled();
    client.deliver('/topic/errors', { status: 400, code: 'BAD_REQUEST', message: 'Nope' });
    expect(handlers.onServerError).toHaveBeenCalledWith({
      status: 400,
      code: 'BAD_REQUEST',
      message: 'Nope',
    });
    const full = fullOrder();
    client.deliver('/user/queue/notify-order', full);
    expect(handlers.onOrder).toHaveBeenCalledWith(expect.objectContaining({ id: full.id }));
  });

  it('re-makes the client once after a token refresh, noticed by the 10 s check', () => {
    connection().start();
    vi.advanceTimersByTime(30_000);
    expect(clients).toHaveLength(1);
    token = 'token-2';
    vi.advanceTimersByTime(10_000);
    expect(clients).toHaveLength(2);
    expect(clients[0]?.active).toBe(false);
    expect(clients[1]?.config.connectHeaders).toEqual({ Authorization: 'Bearer token-2' });
    vi.advanceTimersByTime(60_000);
    expect(clients).toHaveLength(2);
  });

  it('asks for a refresh when the server refuses the token, then connects with the new one', async () => {
    refresh.mockImplementation(async () => {
      token = 'token-2';
      return 'refreshed';
    });
    connection().start();
    clients[0]?.refuse('Unauthorized');
    expect(refresh).toHaveBeenCalledWith('token-1');
    expect(clients[0]?.active).toBe(false);
    await vi.waitFor(() => expect(clients).toHaveLength(2));
    expect(clients[1]?.config.connectHeaders).toEqual({ Authorization: 'Bearer token-2' });
  });

  it('does not retry a refused token when the session is over', async () => {
    refresh.mockResolvedValue('denied');
    connection().start();
    clients[0]?.refuse('Unauthorized');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(clients).toHaveLength(1);
    expect(clients[0]?.active).toBe(false);
  });

  it('ignores a late connect of a replaced client, and closes on stop or sign-out', () => {
    const realtime = connection();
    realtime.start();
    token = 'token-2';
    vi.advanceTimersByTime(10_000);
    clients[0]?.connect();
    expect(handlers.onConnected).not.toHaveBeenCalled();
    token = undefined;
    vi.advanceTimersByTime(10_000);
    expect(clients[1]?.active).toBe(false);
    expect(clients).toHaveLength(2);
    realtime.stop();
    vi.advanceTimersByTime(60_000);
    expect(clients).toHaveLength(2);
  });
});

describe('brokerUrl', () => {
  it('uses the page origin, secure when the page is', () => {
    expect(brokerUrl({ protocol: 'http:', host: 'localhost:8080' })).toBe(
      'ws://localhost:8080/api/websocket',
    );
    expect(brokerUrl({ protocol: 'https:', host: 'perkdesk.app' })).toBe('wss://perkdesk.app/api/websocket');
  });
});

function fullOrder(): MerchantOrder {
  return {
    ...order,
    merchantId: '1',
    storeId: '2',
    customerId: '3',
    serveStatus: null,
    serveType: 'PICKUP',
    isPickup: true,
    paymentMethod: 'CARD',
    paymentCollected: true,
    numberOfItems: 1,
    items: [],
    promotions: [],
    subAmountProducts: 5,
    subAmount: 5,
    discountAmount: 0,
    appliedTaxes: [],
    taxAmount: 0,
    serviceFee: 0,
    globalPointsUsed: 0,
    globalPointsEquivalentAmount: 0,
    earnedGlobalPoints: 0,
    totalAmount: 5,
    deliveryAddress: null,
    deliveryDistance: null,
    deliveryPrice: 0,
    deliveryAppliedTaxes: [],
    isDeliveryPriceTaxExempt: false,
    preparingTime: null,
    deliveringTime: null,
    messageByMerchant: null,
    createdAt: '2026-01-01T10:00:00.000Z',
    confirmedAt: '2026-01-01T10:00:00.000Z',
    paidAt: '2026-01-01T10:00:00.000Z',
    acceptedAt: null,
    completedAt: null,
    lastUpdatedAt: '2026-01-01T10:00:00.000Z',
    customerName: 'Ava Roy',
    customerPhone: null,
    refunds: [],
    refundedAmount: 0,
  };
}
