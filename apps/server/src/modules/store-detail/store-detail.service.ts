import type { StoreDetail } from '@perkdesk/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AuthContext } from '../../plugins/auth';
import type { PaymentAccountCheck } from '../merchants/merchants.routes';
import { toStore } from '../stores/store-mapper';
import { findStoreById, type StoreRow } from '../stores/stores.repository';
import { loadStoreCatalogue } from './store-detail.repository';
import { cutStoreMenu } from './store-menu';

/**
 * The promotions a caller may list in a store at an instant (contract §4: listable ones, §6, in
 * creation order; an anonymous caller counts as a new client with no redemptions). The
 * promotions module supplies it; until promotions exist the list is empty.
 */
export type StorePromotionsSource = (
  store: StoreRow,
  caller: AuthContext | null,
  instant: Date,
) => Promise<unknown[]>;
export const noStorePromotions: StorePromotionsSource = async () => [];

/** A store as customers see it (contract §4 StoreDetail), and as its merchant previews it. */
export function createStoreDetailService(deps: {
  db: Db;
  clock: Clock;
  hasPaymentAccount: PaymentAccountCheck;
  promotions?: StorePromotionsSource;
}) {
  const { db, clock, hasPaymentAccount } = deps;
  const promotions = deps.promotions ?? noStorePromotions;

  /**
   * Customers see a store only while it is ACTIVE and its merchant's payment account is connected
   * (§4 Visibility); its merchant always may, as a preview. Anything else answers as unknown.
   */
  const visibleStore = async (storeId: string, caller: AuthContext | null): Promise<StoreRow> => {
    const store = await findStoreById(db, storeId);
    if (!store) throw notFound();
    const owner = caller?.role === 'MERCHANT' && caller.merchantId === store.merchantId;
    if (owner) return store;
    if (store.status !== 'ACTIVE' || !(await hasPaymentAccount(store.merchantId))) throw notFound();
    return store;
  };

  return {
    async detail(storeId: string, caller: AuthContext | null): Promise<StoreDetail> {
      const store = await visibleStore(storeId, caller);
      const instant = clock.now();
      const [catalogue, listed] = await Promise.all([
        loadStoreCatalogue(db, store.merchantId, store.id, instant),
        promotions(store, caller, instant),
      ]);
      return {
        store: toStore(store, instant),
        ...cutStoreMenu(catalogue, store, instant),
        promotions: listed,
      };
    },
  };
}
export type StoreDetailService = ReturnType<typeof createStoreDetailService>;
