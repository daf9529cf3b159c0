import type { MerchantOrder } from '@perkdesk/contracts';
import { act } from '@testing-library/react';
import type { RealtimeListener } from '../../../lib/realtime/realtime-channel';

// The real-time channel, stood in for: a test file replaces lib/realtime/realtime-channel with
// this module (vi.mock) and plays the server's messages to the listeners.

const listeners = new Set<RealtimeListener>();

export function listenRealtime(listener: RealtimeListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The server sends an order on /user/queue/notify-order. */
export const push = (order: MerchantOrder) =>
  act(() => {
    for (const listener of listeners) listener.onOrder?.(order);
  });

/** The socket (re)connected. */
export const reconnect = () =>
  act(() => {
    for (const listener of listeners) listener.onConnected?.();
  });
