import type { ProductGroupInput } from '@perkdesk/contracts';
import type { Executor } from '../../db/client';
import type { ItemWindow } from '../../db/schema/index';
import type { CatalogueContext } from './catalogue-context';
import type { GroupInput } from './group-view';
import { listItemsByIds, updateItems } from './items.repository';
import { memberIdsOf } from './member-changes';

/** Writing a product group with `isSyncedInGroup:true` pushes its schedule to every live member. */
export async function syncGroupSchedule(
  ctx: CatalogueContext,
  ex: Executor,
  merchantId: string,
  groupId: string,
  input: GroupInput,
) {
  if (ctx.kind !== 'PRODUCT') return;
  const product = input as ProductGroupInput;
  if (!product.isSyncedInGroup) return;
  const members = await listItemsByIds(ex, merchantId, await memberIdsOf(ex, groupId));
  await updateItems(
    ex,
    merchantId,
    members.filter((m) => m.status !== 'DELETED').map((m) => m.id),
    {
      hideUntil: product.hideUntil ? new Date(product.hideUntil) : null,
      availableTime: (product.availableTime ?? []) as ItemWindow[],
      updatedAt: ctx.clock.now(),
    },
  );
}
