import type { Product } from '@perkdesk/contracts';
import type { ListParams } from '../../../components/list-top-bar/list-params';
import type { ListAccessors } from '../../../components/list-top-bar/select-page';
import type { ProductFilters } from '../api/list-products';

/** The product list's own filters in the URL (`select` filters of the shared top bar). */
export const PRODUCT_FILTER_KEYS = {
  group: 'group',
  addonGroup: 'addonGroup',
  category: 'category',
} as const;

/**
 * The filters the server applies (GET /api/products, contract §5): store, product group,
 * category, status and search text. The add-on group filter has no server parameter.
 */
export function serverFilters(params: ListParams): ProductFilters {
  const status = params.status === 'ACTIVE' || params.status === 'INACTIVE' ? params.status : undefined;
  return {
    storeId: params.store ?? undefined,
    groupId: params.filters[PRODUCT_FILTER_KEYS.group],
    category: params.filters[PRODUCT_FILTER_KEYS.category],
    status,
    searchText: params.search.trim() || undefined,
  };
}

/** What the browser filters on top of the server: the add-on group. */
export function filterByAddonGroup(products: readonly Product[], params: ListParams): Product[] {
  const addonGroup = params.filters[PRODUCT_FILTER_KEYS.addonGroup];
  return addonGroup ? products.filter((product) => product.addonGroups.includes(addonGroup)) : [...products];
}

/**
 * How the list sorts and pages (spec 2 §2: Name, Status, Date). The search and status are the
 * server's already; matching them again here changes nothing (the server matches name or
 * description, ignoring case) but keeps the rows right while a new answer is on its way.
 */
export const productAccessors: ListAccessors<Product> = {
  text: (product) => `${product.name}\n${product.description ?? ''}`,
  status: (product) => product.status,
  date: (product) => product.lastUpdatedAt,
  sortValue: {
    name: (product) => product.name.toLocaleLowerCase(),
    status: (product) => product.status,
    date: (product) => product.lastUpdatedAt,
  },
};
