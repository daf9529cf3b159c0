import type { ItemContext } from './catalogue-context';
import { type Item, toItem } from './item-view';
import { ownedItem } from './owned-item';

/** Deleted items are still returned by id. */
export async function getItem(ctx: ItemContext, merchantId: string, id: string): Promise<Item> {
  return toItem(ctx.db, ctx.kind, await ownedItem(ctx.db, ctx.kind, merchantId, id));
}
