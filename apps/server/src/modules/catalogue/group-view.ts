import type { AddonGroup, AddonGroupInput, ProductGroup, ProductGroupInput } from '@perkdesk/contracts';
import { groupSchedule, groupStatus } from '@perkdesk/domain';
import type { Executor } from '../../db/client';
import { memberIdsOfGroups } from './group-members.repository';
import type { GroupRow } from './groups.repository';
import type { ItemKind } from './items.repository';
import { listItemsByIds } from './items.repository';

export type GroupInput = ProductGroupInput | AddonGroupInput;
export type Group = ProductGroup | AddonGroup;

/** Groups as the contract shows them: status and (product groups) schedule derived from the members. */
export async function toGroups(ex: Executor, kind: ItemKind, rows: GroupRow[]): Promise<Group[]> {
  const members = await memberIdsOfGroups(
    ex,
    rows.map((row) => row.id),
  );
  const items = new Map(
    (await listItemsByIds(ex, rows[0]?.merchantId ?? '', [...new Set([...members.values()].flat())])).map(
      (item) => [item.id, item],
    ),
  );
  return rows.map((row) => {
    const memberRows = (members.get(row.id) ?? []).flatMap((id) => items.get(id) ?? []);
    const live = memberRows.filter((item) => item.status !== 'DELETED');
    const status = row.deleted ? 'DELETED' : groupStatus(memberRows);
    const base = {
      id: row.id,
      name: row.name,
      description: row.description,
      products: live.map((item) => item.id),
      status,
      lastUpdatedAt: row.updatedAt.toISOString(),
    } as const;
    if (kind === 'ADDON')
      return {
        ...base,
        images: row.images,
        forcedMin: row.forcedMin,
        forcedMax: row.forcedMax,
        isSameAddonAllowed: row.isSameAddonAllowed,
      };
    return { ...base, image: row.images[0] ?? null, rank: row.rank, ...groupSchedule(memberRows) };
  });
}

export const toGroup = async (ex: Executor, kind: ItemKind, row: GroupRow) =>
  (await toGroups(ex, kind, [row]))[0] as Group;
