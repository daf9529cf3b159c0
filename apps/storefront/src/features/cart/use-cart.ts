import type { Cart } from '@perkdesk/contracts';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, api } from '../../lib/api';
import { notifyCartChanged } from './cart-port';

export interface CartState {
  cart: Cart | null;
  /** A change is on its way to the server or waiting for the one before it. */
  pending: boolean;
  error: ApiError | null;
  /** Sends a change; while one is in flight only the latest waiting change is kept (last wins). */
  change: (request: () => Promise<Cart>) => void;
}

const path = (storeId: string) => `/api/user-cart/${encodeURIComponent(storeId)}`;

/** The priced cart of one store (contract §8): every change answers the re-priced cart. */
export function useCart(storeId: string): CartState {
  const [cart, setCart] = useState<Cart | null>(null);
  const [pending, setPending] = useState(true);
  const [error, setError] = useState<ApiError | null>(null);
  const inFlight = useRef(false);
  const waiting = useRef<(() => Promise<Cart>) | null>(null);
  const shown = useRef(false);

  const run = useCallback(
    async (request: () => Promise<Cart>) => {
      inFlight.current = true;
      setPending(true);
      try {
        const priced = await request();
        // The first answer draws every line at once: as a transition it renders in short tasks.
        if (shown.current) setCart(priced);
        else startTransition(() => setCart(priced));
        shown.current = true;
        setError(null);
        notifyCartChanged(storeId, priced);
      } catch (failure) {
        setError(failure instanceof ApiError ? failure : new ApiError(0, 'NETWORK_ERROR', String(failure)));
      }
      const next = waiting.current;
      waiting.current = null;
      if (next) await run(next);
      else {
        inFlight.current = false;
        setPending(false);
      }
    },
    [storeId],
  );

  const change = useCallback(
    (request: () => Promise<Cart>) => {
      if (inFlight.current) waiting.current = request;
      else void run(request);
    },
    [run],
  );

  useEffect(() => {
    change(() => api<Cart>(path(storeId)));
  }, [change, storeId]);

  return { cart, pending, error, change };
}

export const cartPath = path;
