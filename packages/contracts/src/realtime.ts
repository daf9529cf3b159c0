import type { z } from 'zod';
import { errorBodySchema } from './errors';

// The real-time channel (contract §15): STOMP 1.0, 1.1 and 1.2 over WebSocket.

/** The STOMP socket's path, on the API's origin. */
export const REALTIME_PATH = '/api/websocket';

/** The destinations a client may subscribe to; anything else is refused and the socket closed. */
export const REALTIME_DESTINATIONS = {
  /** Orders as the session's role sees them (merchant view or customer view), after each change. */
  notifyOrder: '/user/queue/notify-order',
  /** `{status, code, message}` for this session only. */
  errors: '/topic/errors',
} as const;
export type RealtimeDestination = (typeof REALTIME_DESTINATIONS)[keyof typeof REALTIME_DESTINATIONS];

/** The heart-beat the server offers both ways, in milliseconds (what the web client asks for). */
export const REALTIME_HEARTBEAT_MS = 30_000;

/** Inbound STOMP frames may be at most this many bytes. */
export const REALTIME_FRAME_LIMIT_BYTES = 64 * 1024;

/** What `/topic/errors` carries: the contract's error body without violations. */
export const realtimeErrorSchema = errorBodySchema.pick({ status: true, code: true, message: true });
export type RealtimeError = z.infer<typeof realtimeErrorSchema>;

/** The STOMP `message` header of the ERROR frames the server sends before closing the socket. */
export const REALTIME_REFUSALS = {
  unauthorized: 'Unauthorized',
  unknownDestination: 'Unknown destination',
} as const;
