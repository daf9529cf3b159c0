import { isAvailable, listablePromotions, type PromotionCustomer } from '@perkdesk/domain';
import type { MerchantPromotions } from './merchant-promotions';
import type { PromotionRow } from './promotions.repository';

/** A store as listing reads it: where, in which zone, and whether customers can see it (rule 2). */
export interface ListingStore {
  id: string;
  timeZone: string;
  isVisible: boolean;
}

/** A visitor, or a signed-in caller with no orders at the merchant: a new client with no uses. */
export const NEW_CLIENT: PromotionCustomer = { hasEarlierOrder: false, usesByPromotion: new Map() };

/**
 * Whether the customer's history can change what is listed: some perk that could be listed (active,
 * valid, public) limits new clients or uses. Otherwise the history query is skipped.
 */
export const historyMatters = (rows: readonly PromotionRow[]) =>
  rows.some(
    (row) =>
      row.status === 'ACTIVE' &&
      row.isValid &&
      row.isPublicAvailable &&
      (row.isNewClient || row.maxRedeem !== null),
  );

/**
 * The rows listable in a store at an instant (contract §6: rules 1–3, 5–7 and 9, public, inside
 * `displayTime`), earliest created first. Rule 9 reads the referenced products' availability
 * terms, which come with the rows, so no menu is built for it.
 */
export function listableRows(
  merchant: MerchantPromotions,
  store: ListingStore,
  instant: Date,
  customer: PromotionCustomer,
): PromotionRow[] {
  const rowsById = new Map<string, PromotionRow>();
  const candidates = merchant.promotions.filter((promotion, index) => {
    if (!promotion.storeIds.includes(store.id)) return false;
    rowsById.set(promotion.id, merchant.rows[index] as PromotionRow);
    return true;
  });
  if (candidates.length === 0) return [];
  const availableProducts = {
    has(productId: string) {
      for (const row of rowsById.values()) {
        const fact = row.products[productId];
        if (fact) return isAvailable(fact, store, instant);
      }
      return false;
    },
  };
  return listablePromotions(candidates, { store, instant, customer, availableProducts }).map(
    (promotion) => rowsById.get(promotion.id) as PromotionRow,
  );
}
