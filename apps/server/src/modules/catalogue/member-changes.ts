import { type AddonGroupInput, type ProductGroupInput, UNKNOWN_MEMBER_MESSAGE } from '@perkdesk/contracts';
import type { Executor } from '../../db/client';
import { AppError, validationFailed } from '../../lib/app-error';
import { addMembers, groupIdsOfItems, memberIdsOfGroups, removeMembers } from './group-members.repository';
import type { GroupInput } from './group-view';
import { type ItemKind, listItemsByIds } from './items.repository';

/** Membership changes a write asks for: a full list, or lists to add and to remove. */
export interface MemberChange {
  full?: string[] | null;
  add?: string[] | null;
  remove?: string[] | null;
}

/** The membership change a full group body asks for. */
export function memberChangeOf(kind: ItemKind, input: GroupInput): MemberChange {
  if (kind === 'PRODUCT') {
    const product = input as ProductGroupInput;
    return { full: product.products, add: product.addProductList, remove: product.deleteProductList };
  }
  const addon = input as AddonGroupInput;
  return { full: addon.products, add: addon.addAddonList, remove: addon.deleteAddonList };
}

/** A group's member ids, in the order they joined. */
export const memberIdsOf = async (ex: Executor, groupId: string) =>
  (await memberIdsOfGroups(ex, [groupId])).get(groupId) ?? [];

/** Checks that ids are the merchant's non-deleted items of the kind. */
async function checkItems(ex: Executor, kind: ItemKind, merchantId: string, ids: string[], field: string) {
  if (ids.length === 0) return;
  const found = (await listItemsByIds(ex, merchantId, ids)).filter(
    (item) => item.kind === kind && item.status !== 'DELETED',
  );
  if (found.length < new Set(ids).size) throw validationFailed([{ field, message: UNKNOWN_MEMBER_MESSAGE }]);
}

/** Add-ons may not lose their last live group (contract §5 ADDON_LAST_GROUP). */
async function checkNotLastGroup(ex: Executor, kind: ItemKind, groupId: string, removed: string[]) {
  if (kind !== 'ADDON' || removed.length === 0) return;
  const groups = await groupIdsOfItems(ex, removed);
  for (const id of removed)
    if ((groups.get(id) ?? []).filter((g) => g !== groupId).length === 0)
      throw new AppError('ADDON_LAST_GROUP');
}

/** Applies a membership change; `field` names the body field a refusal points at. */
export async function applyMembers(
  ex: Executor,
  kind: ItemKind,
  merchantId: string,
  groupId: string,
  change: MemberChange,
  field: string,
) {
  const current = await memberIdsOf(ex, groupId);
  let next = change.full ? [...new Set(change.full)] : [...current];
  for (const id of change.add ?? []) if (!next.includes(id)) next.push(id);
  const removing = new Set(change.remove ?? []);
  next = next.filter((id) => !removing.has(id));
  const added = next.filter((id) => !current.includes(id));
  await checkItems(ex, kind, merchantId, added, field);
  const removed = current.filter((id) => !next.includes(id));
  await checkNotLastGroup(ex, kind, groupId, removed);
  await removeMembers(ex, groupId, removed);
  await addMembers(
    ex,
    merchantId,
    added.map((itemId) => ({ groupId, itemId })),
  );
}
