import type { StoreDetail } from '@perkdesk/contracts';
import { api } from './api';
import { type AsyncState, useAsync } from './use-async';

const cache = new Map<string, Promise<StoreDetail>>();

/** A store id is at least 20 decimal digits (contract §1); any other segment is a slug. */
export const isStoreId = (segment: string) => /^\d{20,}$/.test(segment);

/** The store's detail, fetched once per page load and shared by the header and the pages. */
export function loadStoreDetail(storeId: string, fresh = false): Promise<StoreDetail> {
  let pending = fresh ? undefined : cache.get(storeId);
  if (!pending) {
    // Public (contract §4) and tokenless, so it matches the server's preload of this URL in index.html.
    pending = api<StoreDetail>(`/api/merchant-stores/${encodeURIComponent(storeId)}/detail`, { auth: false });
    pending.catch(() => cache.delete(storeId));
    cache.set(storeId, pending);
  }
  return pending;
}

export function useStoreDetail(storeId: string | null): AsyncState<StoreDetail> {
  return useAsync(
    () => (storeId ? loadStoreDetail(storeId) : Promise.reject(new Error('no store'))),
    [storeId],
  );
}

/** The store last opened, so account pages can lead back to it. */
const LAST_STORE_KEY = 'pd.last-store';
export function rememberStore(storeId: string) {
  try {
    localStorage.setItem(LAST_STORE_KEY, storeId);
  } catch {
    // Storage disabled: no way back offered.
  }
}
export function lastStore(): string | null {
  try {
    return localStorage.getItem(LAST_STORE_KEY);
  } catch {
    return null;
  }
}
