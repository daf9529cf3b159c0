import type { CatalogueTermInput, CatalogueTermKind } from '@perkdesk/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { CatalogueTermContext } from './catalogue-term-context';
import { createCatalogueTerm } from './create-catalogue-term';
import { deleteCatalogueTerm } from './delete-catalogue-term';
import { getCatalogueTerm } from './get-catalogue-term';
import { listCatalogueTerms } from './list-catalogue-terms';
import { updateCatalogueTerm } from './update-catalogue-term';

export { toCatalogueTerm } from './catalogue-term-mapper';

/**
 * A merchant's product categories, units or attributes (contract §5). Names are unique per
 * merchant regardless of case: checked first for the message, and by a unique index for races.
 */
export function createCatalogueTermService(deps: { db: Db; clock: Clock }, kind: CatalogueTermKind) {
  const ctx: CatalogueTermContext = { ...deps, kind };
  return {
    create: (merchantId: string, input: CatalogueTermInput) => createCatalogueTerm(ctx, merchantId, input),
    list: (merchantId: string) => listCatalogueTerms(ctx, merchantId),
    get: (merchantId: string, id: string) => getCatalogueTerm(ctx, merchantId, id),
    update: (merchantId: string, id: string, input: CatalogueTermInput) =>
      updateCatalogueTerm(ctx, merchantId, id, input),
    remove: (merchantId: string, id: string) => deleteCatalogueTerm(ctx, merchantId, id),
  };
}
export type CatalogueTermService = ReturnType<typeof createCatalogueTermService>;
