import { removeCategoryFromProducts } from '../catalogue/catalogue.public';
import type { CatalogueTermContext } from './catalogue-term-context';
import { deleteTerm } from './catalogue-terms.repository';
import { ownedTerm } from './owned-term';

/** A real delete, so the name may be used again; a category also leaves the merchant's products. */
export async function deleteCatalogueTerm(ctx: CatalogueTermContext, merchantId: string, id: string) {
  const term = await ownedTerm(ctx, merchantId, id);
  await ctx.db.transaction(async (tx) => {
    await deleteTerm(tx, merchantId, id);
    if (ctx.kind === 'CATEGORY') await removeCategoryFromProducts(tx, merchantId, term.nameKey);
  });
  return { id };
}
