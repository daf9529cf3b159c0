import {
  CATALOGUE_TERM_MESSAGES,
  type CatalogueTermInput,
  type CatalogueTermKind,
  type ProductCategory,
} from '@perkdesk/contracts';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { newId } from '../../lib/ids';
import { uniqueViolation } from '../../lib/pg-errors';
import { listItems, updateItems } from '../catalogue/catalogue.public';
import {
  type CatalogueTermRow,
  deleteTerm,
  findTerm,
  findTermByKey,
  insertTerm,
  listTerms,
  updateTerm,
} from './catalogue-terms.repository';

/** A term as the contract shows it; only categories carry `businessType`. */
export function toCatalogueTerm(row: CatalogueTermRow): ProductCategory {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    businessType: row.businessType,
    createdAt: row.createdAt.toISOString(),
    lastUpdatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A merchant's product categories, units or attributes (contract §5). Names are unique per
 * merchant regardless of case: checked first for the message, and by a unique index for races.
 * Deletes are real deletes, so a deleted name may be used again.
 */
export function createCatalogueTermService(deps: { db: Db; clock: Clock }, kind: CatalogueTermKind) {
  const { db, clock } = deps;
  const taken = () => new AppError('NAME_TAKEN', CATALOGUE_TERM_MESSAGES[kind].taken);

  const owned = async (merchantId: string, id: string) => {
    const row = await findTerm(db, merchantId, kind, id);
    if (!row) throw notFound();
    return row;
  };

  const fieldsOf = (input: CatalogueTermInput) => ({
    name: input.name,
    nameKey: input.name.toLowerCase(),
    description: input.description ?? null,
    ...(kind === 'CATEGORY' ? { businessType: input.businessType ?? null } : {}),
  });

  const ensureFree = async (merchantId: string, nameKey: string, ownId?: string) => {
    const holder = await findTermByKey(db, merchantId, kind, nameKey);
    if (holder && holder.id !== ownId) throw taken();
  };

  /** A unique violation lost to a concurrent write is the same refusal. */
  const guarded = async <T>(write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (error) {
      if (uniqueViolation(error) !== undefined) throw taken();
      throw error;
    }
  };

  return {
    async create(merchantId: string, input: CatalogueTermInput) {
      const fields = fieldsOf(input);
      await ensureFree(merchantId, fields.nameKey);
      const now = clock.now();
      const row = await guarded(() =>
        insertTerm(db, { id: newId(), merchantId, kind, ...fields, createdAt: now, updatedAt: now }),
      );
      return toCatalogueTerm(row);
    },

    async list(merchantId: string) {
      return (await listTerms(db, merchantId, kind)).map(toCatalogueTerm);
    },

    async get(merchantId: string, id: string) {
      return toCatalogueTerm(await owned(merchantId, id));
    },

    async update(merchantId: string, id: string, input: CatalogueTermInput) {
      await owned(merchantId, id);
      const fields = fieldsOf(input);
      await ensureFree(merchantId, fields.nameKey, id);
      const row = await guarded(() => updateTerm(db, merchantId, id, { ...fields, updatedAt: clock.now() }));
      return toCatalogueTerm(row);
    },

    /** Deleting a category also removes it from the merchant's products (contract §5). */
    async remove(merchantId: string, id: string) {
      const term = await owned(merchantId, id);
      await db.transaction(async (tx) => {
        await deleteTerm(tx, merchantId, id);
        if (kind !== 'CATEGORY') return;
        const products = await listItems(tx, merchantId, 'PRODUCT');
        for (const product of products) {
          const categories = product.categories.filter((name) => name.toLowerCase() !== term.nameKey);
          if (categories.length !== product.categories.length)
            await updateItems(tx, merchantId, [product.id], { categories });
        }
      });
      return { id };
    },
  };
}
export type CatalogueTermService = ReturnType<typeof createCatalogueTermService>;
