import type { ProductCategory } from '@perkdesk/contracts';
import type { CatalogueTermRow } from './catalogue-terms.repository';

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
