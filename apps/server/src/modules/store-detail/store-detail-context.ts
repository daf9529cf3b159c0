import type { StoreDetail } from '@perkdesk/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { PaymentAccountCheck } from '../../lib/payment-account-check';
import type { AuthContext } from '../../plugins/auth';
import type { StoreRow } from '../stores/stores.public';

/**
 * The promotions a caller may list in a store at an instant (contract §4: listable ones, §6, in
 * creation order; an anonymous caller counts as a new client with no redemptions). `version` is
 * the catalogue version read with the store, which every promotion write raises; `visible` says
 * whether customers can see the store when the caller knows it. The promotions module supplies it.
 */
export type StorePromotionsSource = (
  store: StoreRow,
  version: number,
  caller: AuthContext | null,
  instant: Date,
  visible?: boolean,
) => Promise<StoreDetail['promotions']>;
export const noStorePromotions: StorePromotionsSource = async () => [];

export interface StoreDetailDeps {
  db: Db;
  clock: Clock;
  hasPaymentAccount: PaymentAccountCheck;
  promotions?: StorePromotionsSource;
}

/** What the store detail's use cases run with. */
export interface StoreDetailContext {
  db: Db;
  clock: Clock;
  hasPaymentAccount: PaymentAccountCheck;
  promotions: StorePromotionsSource;
}
