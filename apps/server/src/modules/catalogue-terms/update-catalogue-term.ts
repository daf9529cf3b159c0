import type { CatalogueTermInput } from '@perkdesk/contracts';
import type { CatalogueTermContext } from './catalogue-term-context';
import { toCatalogueTerm } from './catalogue-term-mapper';
import { updateTerm } from './catalogue-terms.repository';
import { ownedTerm } from './owned-term';
import { ensureNameFree, guardedWrite, termFields } from './term-names';

export async function updateCatalogueTerm(
  ctx: CatalogueTermContext,
  merchantId: string,
  id: string,
  input: CatalogueTermInput,
) {
  await ownedTerm(ctx, merchantId, id);
  const fields = termFields(ctx, input);
  await ensureNameFree(ctx, merchantId, fields.nameKey, id);
  const row = await guardedWrite(ctx, () =>
    updateTerm(ctx.db, merchantId, id, { ...fields, updatedAt: ctx.clock.now() }),
  );
  return toCatalogueTerm(row);
}
