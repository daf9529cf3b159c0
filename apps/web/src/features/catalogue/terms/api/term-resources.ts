import {
  type CatalogueTerm,
  type CatalogueTermKind,
  catalogueTermSchema,
  productCategorySchema,
} from '@perkdesk/contracts';
import type { ZodType } from 'zod';
import { catalogueKeys } from '../../api/catalogue-keys';

/**
 * Categories, units and attributes share one shape and one set of routes (contract §5
 * Categories, units, attributes); only the path and the query key differ.
 */
export const TERM_RESOURCES: Record<
  CatalogueTermKind,
  { path: string; key: readonly string[]; schema: ZodType<CatalogueTerm> }
> = {
  CATEGORY: { path: '/api/product-categories', key: catalogueKeys.categories, schema: productCategorySchema },
  UNIT: { path: '/api/product-units', key: catalogueKeys.units, schema: catalogueTermSchema },
  ATTRIBUTE: { path: '/api/product-attributes', key: catalogueKeys.attributes, schema: catalogueTermSchema },
};

export const termPath = (kind: CatalogueTermKind, id?: string) =>
  id ? `${TERM_RESOURCES[kind].path}/${encodeURIComponent(id)}` : TERM_RESOURCES[kind].path;
