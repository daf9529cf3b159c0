import { useEffect, useRef } from 'react';
import { listenRealtime, type RealtimeListener } from './realtime-channel';

/**
 * Listens to the real-time channel while the component is mounted. The handlers may change on
 * every render; the socket subscription does not.
 */
export function useRealtime(listener: RealtimeListener): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(
    () =>
      listenRealtime({
        onOrder: (order) => latest.current.onOrder?.(order),
        onConnected: () => latest.current.onConnected?.(),
        onServerError: (error) => latest.current.onServerError?.(error),
      }),
    [],
  );
}
