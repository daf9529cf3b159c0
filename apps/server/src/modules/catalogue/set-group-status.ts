import { CATALOGUE_MESSAGES, SETTABLE_STATUSES } from '@perkdesk/contracts';
import { AppError } from '../../lib/app-error';
import type { CatalogueContext } from './catalogue-context';
import { type Group, toGroup } from './group-view';
import { updateGroup } from './groups.repository';
import { listItemsByIds, updateItems } from './items.repository';
import { memberIdsOf } from './member-changes';
import { ownedGroup, writableGroup } from './owned-group';

/** Pushes ACTIVE or INACTIVE to every live member; an empty group gives GROUP_EMPTY. */
export async function setGroupStatus(
  ctx: CatalogueContext,
  merchantId: string,
  id: string,
  status: string,
): Promise<Group> {
  const { db, clock, kind } = ctx;
  return db.transaction(async (tx) => {
    writableGroup(await ownedGroup(tx, kind, merchantId, id));
    if (!(SETTABLE_STATUSES as readonly string[]).includes(status)) throw new AppError('INVALID_STATUS');
    const members = (await listItemsByIds(tx, merchantId, await memberIdsOf(tx, id))).filter(
      (item) => item.status !== 'DELETED',
    );
    if (members.length === 0)
      throw new AppError(
        'GROUP_EMPTY',
        kind === 'PRODUCT' ? CATALOGUE_MESSAGES.productGroupEmpty : CATALOGUE_MESSAGES.addonGroupEmpty,
      );
    const now = clock.now();
    await updateItems(
      tx,
      merchantId,
      members.map((m) => m.id),
      { status: status as 'ACTIVE' | 'INACTIVE', updatedAt: now },
    );
    return toGroup(tx, kind, await updateGroup(tx, merchantId, id, { updatedAt: now }));
  });
}
