import type { QueryClient } from '@tanstack/react-query';
import { productListKey } from '../../../lib/products-query';
import { SETUP_STATE_QUERY_KEY } from '../../../lib/query-keys';

/**
 * Query keys of the catalogue. Products, groups and add-ons are linked both ways (membership is
 * one relation, status and schedules cascade), so a write to one invalidates them all.
 */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  products: ['catalogue', 'products'] as const,
  /** Every product list, whatever its filters (ids are digits, so 'list' never meets one). */
  productLists: ['catalogue', 'products', 'list'] as const,
  productList: productListKey,
  product: (id: string) => ['catalogue', 'products', id] as const,
  productPromotions: (id: string) => ['catalogue', 'products', id, 'promotions'] as const,
  productGroups: ['catalogue', 'product-groups'] as const,
  productGroup: (id: string) => ['catalogue', 'product-groups', id] as const,
  addons: ['catalogue', 'addons'] as const,
  addon: (id: string) => ['catalogue', 'addons', id] as const,
  addonGroups: ['catalogue', 'addon-groups'] as const,
  addonGroup: (id: string) => ['catalogue', 'addon-groups', id] as const,
  exclusiveAddons: (groupId: string) => ['catalogue', 'addon-groups', groupId, 'exclusive-addons'] as const,
  categories: ['catalogue', 'categories'] as const,
  units: ['catalogue', 'units'] as const,
  attributes: ['catalogue', 'attributes'] as const,
};

/** After any catalogue write: every catalogue list and the setup state (menu locks) refetch. */
export function invalidateCatalogue(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
    queryClient.invalidateQueries({ queryKey: SETUP_STATE_QUERY_KEY }),
  ]);
}
