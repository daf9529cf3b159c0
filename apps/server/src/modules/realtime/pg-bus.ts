import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Db } from '../../db/client';
import { type ChangeListener, REALTIME_CHANNEL } from '../../lib/change-notices';
import { merchantOfMessage, orderMessage, receiveBusMessage, revokedMessage } from './bus-messages';
import type { OrderEvent } from './order-views';
import type { RealtimeBus } from './realtime-bus';
import type { RealtimeHub } from './realtime-hub';

export { REALTIME_CHANNEL };

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more (default build). */
export const NOTIFY_PAYLOAD_LIMIT = 7_900;

/** The connection settings of the app's pool, for a client of its own that only LISTENs. */
const connectionOf = (db: Db): pg.ClientConfig => (db as unknown as { $client: pg.Pool }).$client.options;

/**
 * Fan-out between instances on PostgreSQL. Publishing is a `pg_notify` on the app's pool, after the
 * commit. Hearing is a dedicated client (outside the pool) that LISTENs, opened when the first
 * STOMP session connects; notifications are handled one after the other, in commit order. If that
 * client is lost, publications may have been missed, so every session here is closed: clients
 * reconnect (which LISTENs again) and refetch their active orders (contract §15 Delivery).
 */
export function createPgBus(deps: {
  db: Db;
  hub: RealtimeHub;
  /** The event of an order read now (a `ref` publication). */
  loadOrder(orderId: string): Promise<OrderEvent | null>;
  log: FastifyBaseLogger;
  payloadLimit?: number;
  /** Told of revocations heard, and of a lost connection (revocations may have been missed). */
  revocations?: { forget(familyId: string): void; forgetAll(): void };
  /** Told of each merchant whose orders or stores changed, at once, and of a lost connection. */
  changes?: ChangeListener;
}): RealtimeBus {
  const { db, hub, log } = deps;
  const payloadLimit = deps.payloadLimit ?? NOTIFY_PAYLOAD_LIMIT;
  let listener: pg.Client | null = null;
  let listening: Promise<void> | null = null;
  // LISTEN done on the current client: from here on, every publication reaches this instance.
  let heard = false;
  let handled: Promise<void> = Promise.resolve();
  let closed = false;

  const notify = async (message: string) => {
    await db.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${message})`);
  };

  const lost = (client: pg.Client) => {
    if (listener !== client) return;
    listener = null;
    listening = null;
    heard = false;
    deps.revocations?.forgetAll();
    deps.changes?.lost();
    client.end().catch(() => {});
    if (closed) return;
    log.warn('real-time: the LISTEN connection was lost; closing the sockets so that clients reconnect');
    hub.closeAll(1012, 'Service restart');
  };

  // Before the publication's turn in `handled`: a cached answer goes as soon as its change is known.
  const heardChange = (payload: string) => {
    try {
      const merchantId = merchantOfMessage(payload);
      if (merchantId) deps.changes?.changed(merchantId);
    } catch {
      deps.changes?.lost();
    }
  };

  const listen = async () => {
    const client = new pg.Client(connectionOf(db));
    listener = client;
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    client.on('notification', ({ channel, payload }) => {
      if (channel !== REALTIME_CHANNEL || !payload) return;
      heardChange(payload);
      handled = handled
        .then(() => receiveBusMessage(payload, deps))
        .catch((error: unknown) => log.error({ err: error }, 'real-time publication not delivered'));
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${REALTIME_CHANNEL}`);
      heard = listener === client;
    } catch (error) {
      if (listener === client) {
        listener = null;
        listening = null;
      }
      client.end().catch(() => {});
      throw error;
    }
  };

  return {
    ready() {
      if (closed) return Promise.reject(new Error('the real-time bus is closed'));
      listening ??= listen();
      return listening;
    },

    listening: () => heard,

    async publishOrder(event) {
      await notify(orderMessage(event, payloadLimit));
    },

    async publishRevoked(familyId) {
      await notify(revokedMessage(familyId));
    },

    async close() {
      closed = true;
      heard = false;
      const client = listener;
      listener = null;
      listening = null;
      await client?.end().catch(() => {});
    },
  };
}
