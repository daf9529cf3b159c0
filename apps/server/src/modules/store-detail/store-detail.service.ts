import type { StoreDetail } from '@perkdesk/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AuthContext } from '../../plugins/auth';
import type { PaymentAccountCheck } from '../merchants/merchants.routes';
import { toStore } from '../stores/store-mapper';
import type { StoreRow } from '../stores/stores.public';
import { menuHoldsUntil } from './menu-validity';
import { findStoreWithVersion, loadStoreCatalogue } from './store-detail.repository';
import { cutStoreMenu } from './store-menu';

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

/** A store the caller may see, read with its merchant's catalogue version. */
export interface VisibleStore {
  store: StoreRow;
  version: number;
  /** The merchant previewing its own store, or anyone else (customers, anonymous callers). */
  audience: 'preview' | 'public';
}

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
   * Checked on every request, before any cached body is looked at.
   */
  const visibleStore = async (storeId: string, caller: AuthContext | null): Promise<VisibleStore> => {
    const found = await findStoreWithVersion(db, storeId);
    if (!found) throw notFound();
    const owner = caller?.role === 'MERCHANT' && caller.merchantId === found.store.merchantId;
    if (owner) return { ...found, audience: 'preview' };
    if (found.store.status !== 'ACTIVE' || !(await hasPaymentAccount(found.store.merchantId)))
      throw notFound();
    return { ...found, audience: 'public' };
  };

  /** The promotions listed to the caller at `instant`: read per request, since they depend on both. */
  const listedPromotions = (visible: VisibleStore, caller: AuthContext | null, instant: Date) =>
    promotions(
      visible.store,
      visible.version,
      caller,
      instant,
      visible.audience === 'public' ? true : undefined,
    );

  /**
   * The detail at `instant` with the promotions given, and the instant until which the menu holds
   * without a write (`menuHoldsUntil`).
   */
  const build = async (
    store: StoreRow,
    listed: StoreDetail['promotions'],
    instant: Date,
  ): Promise<{ value: StoreDetail; validUntil: number }> => {
    const catalogue = await loadStoreCatalogue(db, store.merchantId, store.id, instant);
    const validUntil = await menuHoldsUntil(db, store, catalogue, instant);
    const value = {
      store: toStore(store, instant),
      ...cutStoreMenu(catalogue, store, instant),
      promotions: listed,
    };
    return { value, validUntil };
  };

  return {
    visibleStore,
    listedPromotions,
    build,
    /**
     * The scope a body is cached under. The menu is the same for every caller who may see it; the
     * preview is kept apart all the same. Promotions are listed per request (they depend on the
     * instant and the caller's redemptions): the ids listed join the scope, and their content is
     * fixed by the catalogue version, which every promotion write raises.
     */
    cacheScope: (visible: VisibleStore, listed: StoreDetail['promotions']): string =>
      `store-detail ${visible.store.id} ${visible.audience} ${listed.map((promotion) => promotion.id).join(',')}`,
    now: () => clock.now(),

    async detail(storeId: string, caller: AuthContext | null): Promise<StoreDetail> {
      const visible = await visibleStore(storeId, caller);
      const now = clock.now();
      return (await build(visible.store, await listedPromotions(visible, caller, now), now)).value;
    },
  };
}
export type StoreDetailService = ReturnType<typeof createStoreDetailService>;
