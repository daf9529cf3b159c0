import type { CatalogueTermContext } from './catalogue-term-context';
import { toCatalogueTerm } from './catalogue-term-mapper';
import { ownedTerm } from './owned-term';

export async function getCatalogueTerm(ctx: CatalogueTermContext, merchantId: string, id: string) {
  return toCatalogueTerm(await ownedTerm(ctx, merchantId, id));
}
