import { z } from 'zod';
import { idSchema, optionalText, pathIdSchema } from './common';

/** Product categories, units and attributes (contract §5): the merchant's named terms. */
export const CATALOGUE_TERM_KINDS = ['CATEGORY', 'UNIT', 'ATTRIBUTE'] as const;
export type CatalogueTermKind = (typeof CATALOGUE_TERM_KINDS)[number];

export const CATALOGUE_TERM_MESSAGES = {
  CATEGORY: { empty: 'Cannot add category with empty name', taken: 'Category name already exists' },
  UNIT: { empty: 'Name is required', taken: 'Name already exists' },
  ATTRIBUTE: { empty: 'Name is required', taken: 'Name already exists' },
} as const satisfies Record<CatalogueTermKind, { empty: string; taken: string }>;

export const CATALOGUE_TERM_NAME_MAX = 35;
export const CATALOGUE_TERM_NAME_LENGTH_MESSAGE = `Name must be 1 to ${CATALOGUE_TERM_NAME_MAX} characters.`;
export const CATALOGUE_TERM_DESCRIPTION_MESSAGE = 'Description must be at most 255 characters.';

/** `{name, description?, businessType?}`: names trimmed, 1–35 characters. */
export const catalogueTermInputSchema = (kind: CatalogueTermKind) =>
  z.object({
    name: z
      .string({ error: CATALOGUE_TERM_MESSAGES[kind].empty })
      .trim()
      .min(1, CATALOGUE_TERM_MESSAGES[kind].empty)
      .max(CATALOGUE_TERM_NAME_MAX, CATALOGUE_TERM_NAME_LENGTH_MESSAGE),
    description: optionalText(z.string().max(255, CATALOGUE_TERM_DESCRIPTION_MESSAGE)),
    /** Categories only; the other kinds ignore it. */
    businessType: optionalText(z.string().max(100)),
  });
export type CatalogueTermInput = z.infer<ReturnType<typeof catalogueTermInputSchema>>;

export const catalogueTermSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string().nullable(),
  createdAt: z.string(),
  lastUpdatedAt: z.string(),
});
export type CatalogueTerm = z.infer<typeof catalogueTermSchema>;

export const productCategorySchema = catalogueTermSchema.extend({ businessType: z.string().nullable() });
export type ProductCategory = z.infer<typeof productCategorySchema>;

export const catalogueTermParamsSchema = z.object({ id: pathIdSchema });
