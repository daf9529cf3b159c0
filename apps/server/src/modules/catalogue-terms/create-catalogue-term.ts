import type { CatalogueTermInput } from '@perkdesk/contracts';
import { newId } from '../../lib/ids';
import type { CatalogueTermContext } from './catalogue-term-context';
import { toCatalogueTerm } from './catalogue-term-mapper';
import { insertTerm } from './catalogue-terms.repository';
import { ensureNameFree, guardedWrite, termFields } from './term-names';

export async function createCatalogueTerm(
  ctx: CatalogueTermContext,
  merchantId: string,
  input: CatalogueTermInput,
) {
  const fields = termFields(ctx, input);
  await ensureNameFree(ctx, merchantId, fields.nameKey);
  const now = ctx.clock.now();
  const row = await guardedWrite(ctx, () =>
    insertTerm(ctx.db, {
      id: newId(),
      merchantId,
      kind: ctx.kind,
      ...fields,
      createdAt: now,
      updatedAt: now,
    }),
  );
  return toCatalogueTerm(row);
}
