import type { CatalogueContext } from './catalogue-context';
import { type Group, toGroup } from './group-view';
import { ownedGroup } from './owned-group';

/** A deleted group is still answered by id. */
export async function getGroup(ctx: CatalogueContext, merchantId: string, id: string): Promise<Group> {
  return toGroup(ctx.db, ctx.kind, await ownedGroup(ctx.db, ctx.kind, merchantId, id));
}
