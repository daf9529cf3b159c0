import type { NearbyStoresQuery, StoreInput } from '@perkdesk/contracts';
import { createStore } from './create-store';
import { deleteStore } from './delete-store';
import { getStore } from './get-store';
import { findNearbyStores } from './nearby-stores';
import { replaceStore } from './replace-store';
import { resolveStoreLink } from './resolve-store-link';
import { setStoreStatus } from './set-store-status';
import type { StoreContext } from './store-context';
import { storesAnswer } from './stores-answer';

export { writable } from './writable';

/** Merchant stores (contract §4 Stores). Every query is scoped by the caller's merchant id. */
export function createStoreService(ctx: StoreContext) {
  // Once a write is over, this instance's kept stores list goes at once; the others hear its NOTIFY.
  const changing = async <T>(merchantId: string, write: Promise<T>): Promise<T> => {
    try {
      return await write;
    } finally {
      ctx.answers?.drop(merchantId);
    }
  };
  return {
    create: (merchantId: string, input: StoreInput) =>
      changing(merchantId, createStore(ctx, merchantId, input)),
    /** The list as the JSON sent (GET /api/merchant-stores). */
    listAnswer: (merchantId: string) => storesAnswer(ctx, merchantId),
    get: (merchantId: string, id: string) => getStore(ctx, merchantId, id),
    update: (merchantId: string, id: string, input: StoreInput) =>
      changing(merchantId, replaceStore(ctx, merchantId, id, input)),
    setStatus: (merchantId: string, id: string, status: string) =>
      changing(merchantId, setStoreStatus(ctx, merchantId, id, status)),
    remove: (merchantId: string, id: string) => changing(merchantId, deleteStore(ctx, merchantId, id)),
    resolveLink: (slug: string) => resolveStoreLink(ctx, slug),
    nearby: (query: NearbyStoresQuery) => findNearbyStores(ctx, query),
  };
}
export type StoreService = ReturnType<typeof createStoreService>;
