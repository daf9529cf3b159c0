import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { CatalogueContext } from './catalogue-context';
import { changeGroupMembers } from './change-group-members';
import { deleteGroup } from './delete-group';
import { exclusiveAddons } from './exclusive-addons';
import { getGroup } from './get-group';
import type { GroupInput } from './group-view';
import { type ItemKind, listItems } from './items.repository';
import { listGroupsMatching } from './list-groups';
import { rankGroups } from './rank-groups';
import { saveGroup } from './save-group';
import { setGroupStatus } from './set-group-status';

/**
 * Product groups and add-on groups (contract §5); `kind` is the kind of their members. Status is
 * derived from the members and pushed to them; only a delete is stored on the group.
 */
export function createGroupService(deps: { db: Db; clock: Clock }, kind: ItemKind) {
  const ctx: CatalogueContext = { ...deps, kind };
  return {
    create: (merchantId: string, input: GroupInput) => saveGroup(ctx, merchantId, input),
    list: (merchantId: string, searchText?: string) => listGroupsMatching(ctx, merchantId, searchText),
    get: (merchantId: string, id: string) => getGroup(ctx, merchantId, id),
    update: (merchantId: string, id: string, input: GroupInput) => saveGroup(ctx, merchantId, input, id),
    members: (merchantId: string, id: string, ids: string[], mode: 'add' | 'remove') =>
      changeGroupMembers(ctx, merchantId, id, ids, mode),
    setStatus: (merchantId: string, id: string, status: string) =>
      setGroupStatus(ctx, merchantId, id, status),
    remove: (merchantId: string, id: string): Promise<{ id: string }> => deleteGroup(ctx, merchantId, id),
    rank: (merchantId: string, wanted: { id: string; rank: number }[]) => rankGroups(ctx, merchantId, wanted),
    exclusiveMembers: (merchantId: string, id: string) => exclusiveAddons(ctx, merchantId, id),
    listItems: (merchantId: string) => listItems(ctx.db, merchantId, kind),
  };
}
export type GroupService = ReturnType<typeof createGroupService>;
