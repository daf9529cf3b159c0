import { CATALOGUE_TERM_MESSAGES, type CatalogueTermInput } from '@perkdesk/contracts';
import { AppError } from '../../lib/app-error';
import { uniqueViolation } from '../../lib/pg-errors';
import type { CatalogueTermContext } from './catalogue-term-context';
import { findTermByKey } from './catalogue-terms.repository';

const taken = ({ kind }: CatalogueTermContext) =>
  new AppError('NAME_TAKEN', CATALOGUE_TERM_MESSAGES[kind].taken);

/** The columns a body sets; the lower-cased name is the key names are unique by. */
export const termFields = ({ kind }: CatalogueTermContext, input: CatalogueTermInput) => ({
  name: input.name,
  nameKey: input.name.toLowerCase(),
  description: input.description ?? null,
  ...(kind === 'CATEGORY' ? { businessType: input.businessType ?? null } : {}),
});

/** Refuses a name another term of the kind holds, ignoring case. */
export async function ensureNameFree(
  ctx: CatalogueTermContext,
  merchantId: string,
  nameKey: string,
  ownId?: string,
) {
  const holder = await findTermByKey(ctx.db, merchantId, ctx.kind, nameKey);
  if (holder && holder.id !== ownId) throw taken(ctx);
}

/** A unique violation lost to a concurrent write is the same refusal. */
export async function guardedWrite<T>(ctx: CatalogueTermContext, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolation(error) !== undefined) throw taken(ctx);
    throw error;
  }
}
