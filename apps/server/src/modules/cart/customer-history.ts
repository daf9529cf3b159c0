import { isCartCoupon, type Promotion, type PromotionCustomer } from '@perkdesk/domain';
import type { Executor } from '../../db/client';
import { promotionHistory } from './promotion-history.repository';

const NO_HISTORY: PromotionCustomer = { hasEarlierOrder: false, usesByPromotion: new Map() };

/** Who and where a history is read for. */
export interface HistoryScope {
  customerId: string;
  merchantId: string;
  storeId: string;
  /** Only these promotions matter (an order's re-check): the history is read only for theirs. */
  only?: ReadonlySet<string>;
  /**
   * The cart's coupon when it is known: a hidden promotion behind another code cannot apply, so it
   * needs no history. Undefined (not known yet) counts every hidden one.
   */
  couponCode?: string | null;
}

/** Whether some promotion that could apply limits uses or wants new clients (contract §6 rules 6, 7). */
function needsHistory(promotions: readonly Promotion[], scope: HistoryScope): boolean {
  return promotions.some(
    (p) =>
      p.status === 'ACTIVE' &&
      (p.maxRedeem !== null || p.isNewClient) &&
      (scope.only === undefined || scope.only.has(p.id)) &&
      (scope.couponCode === undefined || p.isPublicAvailable || isCartCoupon(p, scope.couponCode)),
  );
}

/**
 * The customer's history at the merchant when one of these promotions needs it: one query, none
 * otherwise. The store's open orders are left out because a checkout replaces them.
 */
export async function customerHistory(
  db: Executor,
  promotions: readonly Promotion[],
  scope: HistoryScope,
): Promise<PromotionCustomer> {
  return needsHistory(promotions, scope)
    ? promotionHistory(db, scope.customerId, scope.merchantId, scope.storeId)
    : NO_HISTORY;
}
