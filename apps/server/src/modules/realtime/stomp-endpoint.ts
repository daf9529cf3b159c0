import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { REALTIME_FRAME_LIMIT_BYTES, REALTIME_PATH } from '@perkdesk/contracts';
import { WebSocketServer } from 'ws';
import type { RealtimeHub } from './realtime-hub';

// One WebSocket message may hold several frames; a single frame over the STOMP limit is answered
// with an ERROR frame, and a message far over it is cut by ws (close 1009) before it is buffered.
const MAX_MESSAGE_BYTES = 2 * REALTIME_FRAME_LIMIT_BYTES;

// @stomp/stompjs offers these sub-protocols; the newest one the client offers is chosen.
const SUBPROTOCOLS = ['v12.stomp', 'v11.stomp', 'v10.stomp'];

export type UpgradeHandler = (request: IncomingMessage, socket: Duplex, head: Buffer) => void;

/** The HTTP server's `upgrade` listener: WebSockets on /api/websocket go to the hub, others get 404. */
export function stompUpgradeHandler(hub: RealtimeHub): UpgradeHandler {
  const server = new WebSocketServer({
    noServer: true,
    clientTracking: false,
    perMessageDeflate: false,
    maxPayload: MAX_MESSAGE_BYTES,
    handleProtocols: (offered) => SUBPROTOCOLS.find((protocol) => offered.has(protocol)) ?? false,
  });
  return (request, socket, head) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== REALTIME_PATH) {
      refuseUpgrade(socket);
      return;
    }
    server.handleUpgrade(request, socket, head, (webSocket) =>
      hub.open(webSocket, url.searchParams.get('access_token')),
    );
  };
}

function refuseUpgrade(socket: Duplex): void {
  socket.once('finish', () => socket.destroy());
  socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
}
