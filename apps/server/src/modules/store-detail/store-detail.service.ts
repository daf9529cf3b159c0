import type { StoreDetail } from '@perkdesk/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AuthContext } from '../../plugins/auth';
import type { PaymentAccountCheck } from '../merchants/merchants.routes';
import { toStore } from '../stores/store-mapper';
import type { StoreRow } from '../stores/stores.repository';
import { menuHoldsUntil } from './menu-validity';
import { findStoreWithVersion, loadStoreCatalogue } from './store-detail.repository';
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

  /**
   * The detail at `instant`, and the instant until which it holds without a write
   * (`menuHoldsUntil`).
   */
  const build = async (
    store: StoreRow,
    caller: AuthContext | null,
    instant: Date,
  ): Promise<{ value: StoreDetail; validUntil: number }> => {
    const [catalogue, listed] = await Promise.all([
      loadStoreCatalogue(db, store.merchantId, store.id, instant),
      promotions(store, caller, instant),
    ]);
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
    build,
    /**
     * The scope a body is cached under, or null when it must not be kept. The menu is the same
     * for every caller who may see it; the preview is kept apart all the same. Promotions are
     * per caller (redemptions) and have writes of their own: when the promotions module plugs in
     * its source, its version and the caller's key must join this scope (and the version read);
     * until then a source other than the empty one is never cached.
     */
    cacheScope: (visible: VisibleStore): string | null =>
      promotions === noStorePromotions ? `store-detail ${visible.store.id} ${visible.audience}` : null,
    now: () => clock.now(),

    async detail(storeId: string, caller: AuthContext | null): Promise<StoreDetail> {
      const { store } = await visibleStore(storeId, caller);
      return (await build(store, caller, clock.now())).value;
    },
  };
}
export type StoreDetailService = ReturnType<typeof createStoreDetailService>;
