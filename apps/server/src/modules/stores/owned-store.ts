import type { Executor } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { findStore, type StoreRow } from './stores.repository';

/** The merchant's store, deleted or not; another merchant's or an unknown id is 404. */
export async function ownedStore(db: Executor, merchantId: string, id: string): Promise<StoreRow> {
  const row = await findStore(db, merchantId, id);
  if (!row) throw notFound();
  return row;
}
