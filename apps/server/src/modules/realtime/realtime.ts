import { REALTIME_HEARTBEAT_MS } from '@perkdesk/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppInstance } from '../../app-instance';
import type { Database } from '../../db/client';
import type { AccessTokens } from '../../lib/access-tokens';
import type { ChangeFeed } from '../../lib/change-notices';
import type { Clock } from '../../lib/clock';
import type { SessionEvents, SessionRevoker } from '../../plugins/session-revoker';
import type { OrderEvents } from '../orders/order-events';
import { createChangeFeed } from './change-feed';
import { createOrderPublisher } from './order-publisher';
import { loadOrderEvent } from './order-views';
import { createPgBus, NOTIFY_PAYLOAD_LIMIT } from './pg-bus';
import { createLocalBus, type RealtimeBus } from './realtime-bus';
import { type HubOptions, RealtimeHub } from './realtime-hub';
import { stompUpgradeHandler } from './stomp-endpoint';

export interface RealtimeOptions extends HubOptions {
  /** Larger NOTIFY publications carry only the order's id (pg-bus.ts). */
  notifyPayloadLimit: number;
}

export const DEFAULT_REALTIME_OPTIONS: RealtimeOptions = {
  offer: { send: REALTIME_HEARTBEAT_MS, receive: REALTIME_HEARTBEAT_MS },
  sweepMs: 1_000,
  connectTimeoutMs: 10_000,
  notifyPayloadLimit: NOTIFY_PAYLOAD_LIMIT,
};

export interface Realtime {
  /** What the orders and order-actions services publish to. */
  orderEvents: OrderEvents;
  /** Every instance's order and store changes by merchant, and losses of the feed (answer caches). */
  changes: ChangeFeed;
  /** The STOMP endpoint on the app's HTTP server, closed with the app. */
  attach(app: AppInstance): void;
}

/**
 * The real-time channel (contract §15): STOMP over WebSocket at /api/websocket on the app's own
 * HTTP server; orders published after their commit; sockets of a revoked session family closed,
 * on every instance.
 */
export function createRealtime(deps: {
  database: Database;
  clock: Clock;
  accessTokens: AccessTokens;
  sessions: SessionRevoker;
  sessionEvents: SessionEvents;
  log: FastifyBaseLogger;
  options?: Partial<RealtimeOptions>;
}): Realtime {
  const { db } = deps.database;
  const { log } = deps;
  const options = { ...DEFAULT_REALTIME_OPTIONS, ...deps.options };
  const hub: RealtimeHub = new RealtimeHub({
    accessTokens: deps.accessTokens,
    sessions: deps.sessions,
    ready: () => bus.ready(),
    log,
    options,
  });
  const changes = createChangeFeed({ database: deps.database, bus: () => bus, log });
  const bus: RealtimeBus =
    deps.database.kind === 'postgres'
      ? createPgBus({
          db,
          hub,
          loadOrder: (orderId) => loadOrderEvent(db, orderId, deps.clock.now()),
          log,
          payloadLimit: options.notifyPayloadLimit,
          revocations: deps.sessions,
          changes: changes.fanOut,
        })
      : createLocalBus(hub);
  // The session check may remember live families while this bus hears every instance's
  // revocations; asking for it starts listening (it would otherwise wait for a first socket).
  deps.sessions.rememberWhile({
    listening: () => bus.listening(),
    listen: () => {
      bus.ready().catch((error: unknown) => log.warn({ err: error }, 'real-time: LISTEN not started'));
    },
  });

  return {
    orderEvents: createOrderPublisher({ db, clock: deps.clock, bus }),
    changes,

    attach(app) {
      // Closed here at once; the other instances hear it through the bus.
      const revoked = (familyId: string) => {
        hub.closeFamily(familyId);
        bus.publishRevoked(familyId).catch((error: unknown) => {
          log.error({ err: error, familyId }, 'real-time revocation not published');
        });
      };
      deps.sessionEvents.on('revoked', revoked);

      const upgrade = stompUpgradeHandler(hub);
      app.server.on('upgrade', upgrade);

      // Before the HTTP server closes: it waits for every connection, WebSockets included.
      app.addHook('preClose', async () => {
        app.server.off('upgrade', upgrade);
        await hub.shutdown();
      });
      app.addHook('onClose', async () => {
        deps.sessionEvents.off('revoked', revoked);
        await bus.close();
      });
    },
  };
}
