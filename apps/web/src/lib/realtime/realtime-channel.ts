import { Client } from '@stomp/stompjs';
import { refreshSession } from '../auth-refresh';
import { getAuth } from '../auth-store';
import { RealtimeConnection, type RealtimeHandlers } from './realtime-connection';
import { brokerUrl } from './realtime-settings';

export type RealtimeListener = Partial<RealtimeHandlers>;

/** Moving between the main shell and the orders area unmounts one listener just before the next mounts. */
const LINGER_MS = 2_000;

const listeners = new Set<RealtimeListener>();
let connection: RealtimeConnection | null = null;
let lingering: ReturnType<typeof setTimeout> | undefined;

function each(event: keyof RealtimeHandlers, ...args: unknown[]) {
  for (const listener of [...listeners])
    (listener[event] as ((...a: unknown[]) => void) | undefined)?.(...args);
}

function openConnection(): RealtimeConnection {
  return new RealtimeConnection({
    createClient: (config) => new Client(config),
    brokerURL: brokerUrl(window.location),
    accessToken: () => getAuth()?.accessToken,
    refresh: refreshSession,
    handlers: {
      onOrder: (order) => each('onOrder', order),
      onConnected: () => each('onConnected'),
      onServerError: (error) => each('onServerError', error),
    },
  });
}

/**
 * The app's one socket, shared by every screen that listens (the top-bar badge, the orders
 * screen): opened by the first listener, closed a moment after the last one leaves.
 */
export function listenRealtime(listener: RealtimeListener): () => void {
  listeners.add(listener);
  clearTimeout(lingering);
  connection ??= openConnection();
  connection.start();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    clearTimeout(lingering);
    lingering = setTimeout(() => {
      connection?.stop();
      connection = null;
    }, LINGER_MS);
  };
}
