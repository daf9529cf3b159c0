import type { Executor } from '../../db/client';
import { newId } from '../../lib/ids';
import { writable } from '../stores/stores.service';
import type { ItemContext } from './catalogue-context';
import { checkItemTaxes } from './check-item-taxes';
import { groupIdsOfItems } from './group-members.repository';
import { itemFields } from './item-fields';
import { addonGroupsOf, groupsOf, setGroups } from './item-groups';
import { type Item, type ItemInput, toItem } from './item-view';
import { type ItemRow, insertItem, updateItems } from './items.repository';
import { ownedItem } from './owned-item';
import { setProductAddonGroups } from './product-addon-groups.repository';

type Fields = Awaited<ReturnType<typeof itemFields>>;

async function writeRow(
  { clock, kind }: ItemContext,
  tx: Executor,
  merchantId: string,
  input: ItemInput,
  fields: Fields,
  current: ItemRow | undefined,
): Promise<ItemRow> {
  if (current) {
    const status = input.status ? { status: input.status } : {};
    const [row] = await updateItems(tx, merchantId, [current.id], {
      ...fields,
      ...status,
      updatedAt: clock.now(),
    });
    return row as ItemRow;
  }
  const now = clock.now();
  return insertItem(tx, {
    id: newId(),
    merchantId,
    kind,
    ...fields,
    status: input.status ?? 'INACTIVE',
    createdAt: now,
    updatedAt: now,
  });
}

/**
 * Creates a product or add-on (INACTIVE unless a status is given) or, given an id, rewrites one:
 * its fields, its groups and a product's add-on groups.
 */
export async function saveItem(
  ctx: ItemContext,
  merchantId: string,
  input: ItemInput,
  id?: string,
): Promise<Item> {
  const { db, kind } = ctx;
  await checkItemTaxes(ctx.taxes, input);
  return db.transaction(async (tx) => {
    const current = id === undefined ? undefined : writable(await ownedItem(tx, kind, merchantId, id));
    const fields = await itemFields(tx, merchantId, input, current);
    const before = current ? ((await groupIdsOfItems(tx, [current.id])).get(current.id) ?? []) : [];
    const groups = await groupsOf(tx, kind, merchantId, input, before);
    const addonGroups = await addonGroupsOf(tx, kind, merchantId, input);
    const row = await writeRow(ctx, tx, merchantId, input, fields, current);
    await setGroups(tx, merchantId, row.id, before, groups);
    if (addonGroups) await setProductAddonGroups(tx, merchantId, row.id, addonGroups);
    return toItem(tx, kind, row);
  });
}
