import type { StoreDetail } from '@perkdesk/contracts';
import { api } from './api';
import { type AsyncState, useAsync } from './use-async';

const cache = new Map<string, Promise<StoreDetail>>();
// Answers already received, so a first render can show them without a loading state.
const resolved = new Map<string, StoreDetail>();
const slugs = new Map<string, string>();

/** A store id is at least 20 decimal digits (contract §1); any other segment is a slug. */
export const isStoreId = (segment: string) => /^\d{20,}$/.test(segment);

/** The store's detail, fetched once per page load and shared by the header and the pages. */
export function loadStoreDetail(storeId: string, fresh = false): Promise<StoreDetail> {
  let pending = fresh ? undefined : cache.get(storeId);
  if (!pending) {
    // Public (contract §4) and tokenless, so it matches the server's preload of this URL in index.html.
    pending = api<StoreDetail>(`/api/merchant-stores/${encodeURIComponent(storeId)}/detail`, { auth: false });
    pending.then(
      (detail) => resolved.set(storeId, detail),
      () => cache.delete(storeId),
    );
    cache.set(storeId, pending);
  }
  return pending;
}

/** A store page's segment (`/s/{id}` or a link name, through `GET /api/store-links/{slug}`) to its detail. */
export async function loadStoreBySegment(segment: string, signal?: AbortSignal): Promise<StoreDetail> {
  let storeId = isStoreId(segment) ? segment : slugs.get(segment);
  if (!storeId) {
    // Tokenless like the server's preload of this URL.
    storeId = (
      await api<{ storeId: string }>(`/api/store-links/${encodeURIComponent(segment)}`, {
        auth: false,
        signal,
      })
    ).storeId;
    slugs.set(segment, storeId);
  }
  return loadStoreDetail(storeId);
}

/** The detail already received for a store id or link name, if any. */
export function peekStoreDetail(segment: string): StoreDetail | undefined {
  const storeId = isStoreId(segment) ? segment : slugs.get(segment);
  return storeId ? resolved.get(storeId) : undefined;
}

/** Seeds the detail known before rendering (the server-side first view). */
export function primeStoreDetail(detail: StoreDetail, slug?: string) {
  resolved.set(detail.store.id, detail);
  cache.set(detail.store.id, Promise.resolve(detail));
  if (slug) slugs.set(slug, detail.store.id);
}

export function useStoreDetail(storeId: string | null): AsyncState<StoreDetail> {
  return useAsync(
    () => (storeId ? loadStoreDetail(storeId) : Promise.reject(new Error('no store'))),
    [storeId],
    storeId ? peekStoreDetail(storeId) : undefined,
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
