import type { CatalogueTermContext } from './catalogue-term-context';
import { toCatalogueTerm } from './catalogue-term-mapper';
import { listTerms } from './catalogue-terms.repository';

/** The merchant's terms of the kind, in creation order. */
export async function listCatalogueTerms(ctx: CatalogueTermContext, merchantId: string) {
  return (await listTerms(ctx.db, merchantId, ctx.kind)).map(toCatalogueTerm);
}
