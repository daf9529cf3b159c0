import type { Executor } from '../../db/client';
import type { VersionedStore } from '../cart/menu-cache';
import { findStoreWithVersion } from '../store-detail/store-detail.public';
import type { StoreRow } from '../stores/stores.public';
import type { OrderRow } from './orders.repository';

/** The order's store with its merchant's catalogue version (what the menu cache is keyed by). */
export async function versionedStoreOf(db: Executor, order: OrderRow): Promise<VersionedStore> {
  const found = await findStoreWithVersion(db, order.storeId);
  if (!found) throw new Error(`order ${order.id} names a missing store`);
  return found;
}

export const storeOf = async (db: Executor, order: OrderRow): Promise<StoreRow> =>
  (await versionedStoreOf(db, order)).store;
