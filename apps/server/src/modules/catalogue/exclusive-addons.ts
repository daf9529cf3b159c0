import type { CatalogueContext } from './catalogue-context';
import { groupIdsOfItems } from './group-members.repository';
import { memberIdsOf } from './member-changes';
import { ownedGroup } from './owned-group';

/** The add-ons whose only live group is this one (the delete warning of an add-on group). */
export async function exclusiveAddons(ctx: CatalogueContext, merchantId: string, id: string) {
  await ownedGroup(ctx.db, ctx.kind, merchantId, id);
  const members = await memberIdsOf(ctx.db, id);
  const groups = await groupIdsOfItems(ctx.db, members);
  return members.filter((m) => (groups.get(m) ?? []).length === 1);
}
