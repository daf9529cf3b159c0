import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { REALTIME_FRAME_LIMIT_BYTES, REALTIME_HEARTBEAT_MS, REALTIME_PATH } from '@perkdesk/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { WebSocketServer } from 'ws';
import type { AppInstance } from '../../app-instance';
import type { Database } from '../../db/client';
import type { AccessTokens } from '../../lib/access-tokens';
import type { Clock } from '../../lib/clock';
import type { SessionEvents, SessionRevoker } from '../../plugins/session-revoker';
import type { OrderEvents } from '../orders/order-events';
import { createOrderPublisher } from './order-publisher';
import { loadOrderEvent } from './order-views';
import { createPgBus, NOTIFY_PAYLOAD_LIMIT } from './pg-bus';
import { createLocalBus, type RealtimeBus } from './realtime-bus';
import { type HubOptions, RealtimeHub } from './realtime-hub';

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

// One WebSocket message may hold several frames; a single frame over the STOMP limit is answered
// with an ERROR frame, and a message far over it is cut by ws (close 1009) before it is buffered.
const MAX_MESSAGE_BYTES = 2 * REALTIME_FRAME_LIMIT_BYTES;

// @stomp/stompjs offers these sub-protocols; the newest one the client offers is chosen.
const SUBPROTOCOLS = ['v12.stomp', 'v11.stomp', 'v10.stomp'];

export interface Realtime {
  /** What the orders and order-actions services publish to. */
  orderEvents: OrderEvents;
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
  const bus: RealtimeBus =
    deps.database.kind === 'postgres'
      ? createPgBus({
          db,
          hub,
          loadOrder: (orderId) => loadOrderEvent(db, orderId, deps.clock.now()),
          log,
          payloadLimit: options.notifyPayloadLimit,
          revocations: deps.sessions,
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

    attach(app) {
      // Closed here at once; the other instances hear it through the bus.
      const revoked = (familyId: string) => {
        hub.closeFamily(familyId);
        bus.publishRevoked(familyId).catch((error: unknown) => {
          log.error({ err: error, familyId }, 'real-time revocation not published');
        });
      };
      deps.sessionEvents.on('revoked', revoked);

      const server = new WebSocketServer({
        noServer: true,
        clientTracking: false,
        perMessageDeflate: false,
        maxPayload: MAX_MESSAGE_BYTES,
        handleProtocols: (offered) => SUBPROTOCOLS.find((protocol) => offered.has(protocol)) ?? false,
      });
      const upgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
        const url = new URL(request.url ?? '/', 'http://localhost');
        if (url.pathname !== REALTIME_PATH) {
          refuseUpgrade(socket);
          return;
        }
        server.handleUpgrade(request, socket, head, (webSocket) =>
          hub.open(webSocket, url.searchParams.get('access_token')),
        );
      };
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

function refuseUpgrade(socket: Duplex): void {
  socket.once('finish', () => socket.destroy());
  socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
}
