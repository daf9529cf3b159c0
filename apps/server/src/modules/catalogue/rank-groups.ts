import { notFound } from '../../lib/app-error';
import type { CatalogueContext } from './catalogue-context';
import { type Group, toGroups } from './group-view';
import { type GroupRow, updateGroup } from './groups.repository';
import { sortedGroups } from './sorted-groups';

/** `PUT /rank`: listed groups take their ranks, the others follow in their order, all renumbered 1..n. */
export async function rankGroups(
  ctx: CatalogueContext,
  merchantId: string,
  wanted: { id: string; rank: number }[],
): Promise<Group[]> {
  const { db, clock, kind } = ctx;
  return db.transaction(async (tx) => {
    const rows = await sortedGroups(tx, kind, merchantId);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const listed = wanted.filter((w) => byId.has(w.id));
    if (listed.length < wanted.length) throw notFound();
    const slots: (GroupRow | undefined)[] = new Array(rows.length).fill(undefined);
    const placed = new Set<string>();
    for (const w of [...listed].sort((a, b) => a.rank - b.rank)) {
      if (placed.has(w.id)) continue;
      let position = Math.min(Math.max(w.rank, 1), rows.length) - 1;
      while (position < slots.length && slots[position]) position++;
      if (position >= slots.length) position = slots.lastIndexOf(undefined);
      slots[position] = byId.get(w.id);
      placed.add(w.id);
    }
    const others = rows.filter((row) => !placed.has(row.id));
    for (let i = 0; i < slots.length; i++) if (!slots[i]) slots[i] = others.shift();
    const now = clock.now();
    for (const [index, row] of slots.entries())
      if (row && row.rank !== index + 1)
        await updateGroup(tx, merchantId, row.id, { rank: index + 1, updatedAt: now });
    return toGroups(tx, kind, await sortedGroups(tx, kind, merchantId));
  });
}
