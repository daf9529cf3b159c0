import type { Executor } from '../../db/client';
import { newId } from '../../lib/ids';
import type { CatalogueContext } from './catalogue-context';
import { groupFields } from './group-fields';
import { type Group, type GroupInput, toGroup } from './group-view';
import { insertGroup, listGroups, updateGroup } from './groups.repository';
import { applyMembers, memberChangeOf } from './member-changes';
import { ownedGroup, writableGroup } from './owned-group';
import { syncGroupSchedule } from './sync-group-schedule';

/** A new group; a product group ranks after the others. */
async function insertNewGroup(
  { clock, kind }: CatalogueContext,
  tx: Executor,
  merchantId: string,
  fields: ReturnType<typeof groupFields>,
) {
  const rows = await listGroups(tx, merchantId, kind);
  const rank = rows.reduce((max, row) => Math.max(max, row.rank), 0) + 1;
  const now = clock.now();
  return insertGroup(tx, {
    id: newId(),
    merchantId,
    kind,
    ...fields,
    rank: kind === 'PRODUCT' ? rank : 0,
    createdAt: now,
    updatedAt: now,
  });
}

/** Creates a group or, given an id, rewrites one: fields, members, then a product group's schedule sync. */
export async function saveGroup(
  ctx: CatalogueContext,
  merchantId: string,
  input: GroupInput,
  id?: string,
): Promise<Group> {
  const { db, clock, kind } = ctx;
  return db.transaction(async (tx) => {
    const current = id === undefined ? undefined : writableGroup(await ownedGroup(tx, kind, merchantId, id));
    const fields = groupFields(kind, input, current);
    const row = current
      ? await updateGroup(tx, merchantId, current.id, { ...fields, updatedAt: clock.now() })
      : await insertNewGroup(ctx, tx, merchantId, fields);
    await applyMembers(tx, kind, merchantId, row.id, memberChangeOf(kind, input), 'products');
    await syncGroupSchedule(ctx, tx, merchantId, row.id, input);
    return toGroup(tx, kind, row);
  });
}
