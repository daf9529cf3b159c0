import type { PromotionCustomer } from '@perkdesk/domain';
import type { AuthContext } from '../../plugins/auth';
import type { StoreRow } from '../stores/stores.public';
import { historyMatters, type ListingStore, NEW_CLIENT } from './promotion-listing';
import type { PromotionRow } from './promotions.repository';
import type { PromotionContext } from './promotions-context';

/** A store a customer may list promotions in: ACTIVE, and its merchant can take payments. */
export const listingStore = async (
  { hasPaymentAccount }: PromotionContext,
  store: StoreRow,
  knownVisible?: boolean,
): Promise<ListingStore> => ({
  id: store.id,
  timeZone: store.timeZone,
  isVisible: knownVisible ?? (store.status === 'ACTIVE' && (await hasPaymentAccount(store.merchantId))),
});

/** The caller's history at the merchant, read only for a customer and only when it can matter. */
export const listingCustomer = async (
  { db, customerHistory }: PromotionContext,
  caller: AuthContext | null,
  merchantId: string,
  rows: readonly PromotionRow[],
): Promise<PromotionCustomer> =>
  caller?.role === 'USER' && historyMatters(rows)
    ? customerHistory(db, caller.userId, merchantId)
    : NEW_CLIENT;
