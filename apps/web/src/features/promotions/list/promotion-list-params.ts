import {
  PROMOTION_TYPE_FILTERS,
  type PromotionResponse,
  type PromotionTypeFilter,
} from '@perkdesk/contracts';
import type { ListDefaults, ListParams } from '../../../components/list-top-bar/list-params';
import type { ListAccessors } from '../../../components/list-top-bar/select-page';
import type { PromotionFilters } from '../api/list-promotions';

/** The type filter's key in the URL (a `select` filter of the shared top bar). */
export const TYPE_FILTER_KEY = 'type';

/**
 * Newest first while the URL names no order: a merchant looks for the perk they just made.
 * The spec gives the sort options (Name, Status, Date) but not the default.
 */
export const PROMOTION_LIST_DEFAULTS: ListDefaults = { sort: 'date', dir: 'desc' };

/** The type filter's choices, ALL_NO_REWARD first ("everything but reward items"). */
export const TYPE_FILTER_OPTIONS: readonly PromotionTypeFilter[] = [
  'ALL_NO_REWARD',
  ...PROMOTION_TYPE_FILTERS.filter((type) => type !== 'ALL_NO_REWARD'),
];

const isTypeFilter = (value: string | undefined): value is PromotionTypeFilter =>
  (PROMOTION_TYPE_FILTERS as readonly string[]).includes(value ?? '');

/**
 * The list's URL state as GET /api/promotions parameters (contract §6): store, type (ALL_NO_REWARD
 * included), status, keyword and the order with its ascending flag. The server sorts; the Rank
 * sort of other lists has no promotion meaning and is not sent.
 */
export function serverFilters(params: ListParams): PromotionFilters {
  const status = params.status === 'ACTIVE' || params.status === 'INACTIVE' ? params.status : undefined;
  const type = params.filters[TYPE_FILTER_KEY];
  const orderBy = params.sort === 'rank' ? undefined : params.sort;
  return {
    storeId: params.store ?? undefined,
    type: isTypeFilter(type) ? type : undefined,
    status,
    keyword: params.search.trim() || undefined,
    orderBy,
    asc: orderBy ? String(params.dir === 'asc') : undefined,
  };
}

/**
 * How the page pages the server's answer. Order is the server's (no sort values), so what the
 * list shows is what GET /api/promotions answered; the search and status are matched again only
 * to keep the rows right while a new answer is on its way (the server matches name, description
 * or coupon code, ignoring case).
 */
export const promotionAccessors: ListAccessors<PromotionResponse> = {
  text: (promotion) =>
    [promotion.name, promotion.description, promotion.couponCode].filter(Boolean).join('\n'),
  status: (promotion) => promotion.status,
  sortValue: {},
};
