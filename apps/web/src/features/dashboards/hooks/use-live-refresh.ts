import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useRealtime } from '../../../lib/realtime/use-realtime';
import { dashboardKeys } from '../api/dashboard-keys';

/** Orders often change in bursts (paid, then accepted): one refetch serves them all. */
export const LIVE_REFRESH_DELAY_MS = 400;

/**
 * The realtime switch (spec 2 Dashboards): while mounted, every order event the merchant receives
 * on the shared STOMP channel (paid, serve steps, completed, refunded, canceled) refetches the
 * dashboard figures on screen, as does a reconnect, since events sent while the socket was down
 * are not replayed. No timer polls the server.
 */
export function useLiveRefresh(): void {
  const queryClient = useQueryClient();
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const refresh = () => {
    clearTimeout(pending.current);
    pending.current = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
      LIVE_REFRESH_DELAY_MS,
    );
  };
  useRealtime({ onOrder: refresh, onConnected: refresh });
  useEffect(() => () => clearTimeout(pending.current), []);
}
