import { CATALOGUE_MESSAGES } from '@perkdesk/contracts';
import type { Executor } from '../../db/client';
import { AppError, validationFailed } from '../../lib/app-error';
import { addMembers, removeItemFromGroups } from './group-members.repository';
import { findLiveGroups } from './groups.repository';
import type { ItemInput } from './item-view';
import type { ItemKind } from './items.repository';

/** The groups an item ends up in: the given list (or the current one) without `deletedGroups`. */
export async function groupsOf(
  ex: Executor,
  kind: ItemKind,
  merchantId: string,
  input: ItemInput,
  current: string[],
) {
  const deleted = new Set(input.deletedGroups ?? []);
  const wanted = [...new Set(input.groups ?? current)].filter((id) => !deleted.has(id));
  const found = await findLiveGroups(ex, merchantId, kind, wanted);
  if (found.length < wanted.length)
    throw validationFailed([{ field: 'groups', message: CATALOGUE_MESSAGES.unknownGroup }]);
  if (kind === 'ADDON' && wanted.length === 0) throw new AppError('ADDON_LAST_GROUP');
  return wanted;
}

/** A product's add-on groups when the body sets them; undefined leaves them as they are. */
export async function addonGroupsOf(ex: Executor, kind: ItemKind, merchantId: string, input: ItemInput) {
  if (kind !== 'PRODUCT' || !('addonGroups' in input)) return undefined;
  const wanted = [...new Set(input.addonGroups ?? [])];
  const found = await findLiveGroups(ex, merchantId, 'ADDON', wanted);
  if (found.length < wanted.length)
    throw validationFailed([{ field: 'addonGroups', message: CATALOGUE_MESSAGES.unknownGroup }]);
  return wanted;
}

/** Moves an item from the `before` groups to the `after` ones. */
export async function setGroups(
  ex: Executor,
  merchantId: string,
  itemId: string,
  before: string[],
  after: string[],
) {
  await removeItemFromGroups(
    ex,
    itemId,
    before.filter((id) => !after.includes(id)),
  );
  await addMembers(
    ex,
    merchantId,
    after.filter((id) => !before.includes(id)).map((groupId) => ({ groupId, itemId })),
  );
}
