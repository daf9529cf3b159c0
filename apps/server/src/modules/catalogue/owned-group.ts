import type { Executor } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { findGroup, type GroupRow } from './groups.repository';
import type { ItemKind } from './items.repository';

/** The merchant's group of the kind, deleted or not; else 404 as for an unknown id. */
export async function ownedGroup(ex: Executor, kind: ItemKind, merchantId: string, id: string) {
  const row = await findGroup(ex, merchantId, kind, id);
  if (!row) throw notFound();
  return row;
}

/** A deleted group refuses every write. */
export function writableGroup(row: GroupRow) {
  if (row.deleted) throw new AppError('ENTITY_DELETED');
  return row;
}
