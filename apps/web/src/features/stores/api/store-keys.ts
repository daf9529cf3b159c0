import type { QueryClient } from '@tanstack/react-query';
import { MERCHANT_QUERY_PREFIX } from '../../../lib/query-keys';
import { STORES_QUERY_KEY } from '../../../lib/stores-query';

/** Query keys of the stores feature: every key under `storesKey` is a store's data. */
export const storesKey = STORES_QUERY_KEY;
export const storeKey = (id: string) => [...storesKey, id] as const;
export const rulesKey = (storeId: string) => [...storesKey, storeId, 'delivery-rules'] as const;

/**
 * After a store is created, deleted or changes status: the lists, and the merchant's facts
 * under ['merchants'] (the profile's store ids, and the setup state that unlocks Products in
 * the side menu, spec 1 §4) are refetched.
 */
export function invalidateStores(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: storesKey }),
    queryClient.invalidateQueries({ queryKey: MERCHANT_QUERY_PREFIX }),
  ]);
}
