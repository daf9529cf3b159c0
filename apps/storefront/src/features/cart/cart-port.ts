import type { Cart } from '@perkdesk/contracts';
import { useEffect, useState } from 'react';
import { api } from '../../lib/api';
import { getSession, useSession } from '../../lib/session';

// The hook point between the store page and the cart (contract §8). It sits in the entry chunk:
// API calls only, no UI.

export interface AddToCartItem {
  productId: string;
  quantity: number;
  instruction: string;
  addons: { productId: string; quantity: number; addonGroupId?: string }[];
}

const counts = new Map<string, number>();
const carts = new Map<string, Cart>();
const listeners = new Set<() => void>();

/** The last cart priced for this store in this page, if any (the store page's suggestions read it). */
export const lastCart = (storeId: string): Cart | undefined => carts.get(storeId);

export function notifyCartChanged(storeId: string, cart?: Cart) {
  if (cart) {
    counts.set(storeId, cart.cartItemCount);
    carts.set(storeId, cart);
  } else {
    counts.delete(storeId);
    carts.delete(storeId);
  }
  for (const listener of listeners) listener();
}

export async function addToCart(storeId: string, item: AddToCartItem): Promise<Cart> {
  const cart = await api<Cart>(`/api/user-cart/${encodeURIComponent(storeId)}/item`, {
    method: 'POST',
    body: { item },
  });
  notifyCartChanged(storeId, cart);
  return cart;
}

/** The number of cart lines for the header badge; null while unknown or signed out. */
export function useCartCount(storeId: string | null): number | null {
  const session = useSession();
  const [, setTick] = useState(0);
  useEffect(() => {
    const listener = () => setTick((n) => n + 1);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);
  useEffect(() => {
    if (!storeId || !session || counts.has(storeId)) return;
    api<number>(`/api/user-cart/${encodeURIComponent(storeId)}/cart-item-count`).then(
      (count) => {
        if (getSession()) {
          counts.set(storeId, count);
          for (const listener of listeners) listener();
        }
      },
      () => undefined,
    );
  }, [storeId, session]);
  if (!storeId || !session) return null;
  return counts.get(storeId) ?? null;
}
