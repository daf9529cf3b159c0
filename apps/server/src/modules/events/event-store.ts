import { notFound } from '../../lib/app-error';
import { findStore, findStoreById, type StoreRow } from '../stores/stores.public';
import type { EventContext } from './events-context';

/** The merchant's store an event names; another merchant's, an unknown or a deleted one is 404. */
export async function eventStore(ctx: EventContext, merchantId: string, storeId: string): Promise<StoreRow> {
  const store = await findStore(ctx.db, merchantId, storeId);
  if (!store || store.status === 'DELETED') throw notFound();
  return store;
}

/** A store followed by id alone (contract §12 Store follows): unknown or deleted is 404. */
export async function followedStore(ctx: EventContext, storeId: string): Promise<StoreRow> {
  const store = await findStoreById(ctx.db, storeId);
  if (!store || store.status === 'DELETED') throw notFound();
  return store;
}
