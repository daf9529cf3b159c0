import type { Promotion, PromotionCustomer } from '@perkdesk/domain';
import type { Executor } from '../../db/client';
import type { StoreRow } from '../stores/stores.public';
import { customerHistory } from './customer-history';

/**
 * For checkout, once the cart is locked (or read at a version its insert checks, ADR 17) and its
 * coupon known: the customer's history, read only when a promotion that could apply to this cart
 * needs it (a hidden one behind another code cannot).
 */
export function historyUnderLock(
  tx: Executor,
  customerId: string,
  store: StoreRow,
  promotions: readonly Promotion[],
  couponCode: string | null,
): Promise<PromotionCustomer> {
  return customerHistory(tx, promotions, {
    customerId,
    merchantId: store.merchantId,
    storeId: store.id,
    couponCode,
  });
}
