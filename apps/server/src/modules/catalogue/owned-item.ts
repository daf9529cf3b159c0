import type { Executor } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { findItem, type ItemKind } from './items.repository';

/** The merchant's item of the kind, deleted or not; else 404 as for an unknown id. */
export async function ownedItem(ex: Executor, kind: ItemKind, merchantId: string, id: string) {
  const row = await findItem(ex, merchantId, kind, id);
  if (!row) throw notFound();
  return row;
}
