import type { Executor } from '../../db/client';
import { listGroups } from './groups.repository';
import type { ItemKind } from './items.repository';

/** The merchant's non-deleted groups: product groups by rank, add-on groups in creation order. */
export async function sortedGroups(ex: Executor, kind: ItemKind, merchantId: string) {
  const rows = await listGroups(ex, merchantId, kind);
  return kind === 'PRODUCT' ? rows.sort((a, b) => a.rank - b.rank || a.seq - b.seq) : rows;
}
