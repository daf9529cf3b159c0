import { z } from 'zod';
import { idSchema } from './common';

export const TAX_TYPES = ['HST', 'GST', 'PST', 'QST', 'RST'] as const;
export const taxTypeSchema = z.enum(TAX_TYPES);

/** A tax configuration (contract §1 TaxConfig). Its level is the most specific of country, province, city. */
export const taxConfigSchema = z.object({
  id: idSchema,
  taxType: taxTypeSchema,
  percentage: z.number(),
  description: z.string(),
  country: z.string(),
  province: z.string().nullable(),
  city: z.string().nullable(),
  productCategory: z.null(),
});
export type TaxConfig = z.infer<typeof taxConfigSchema>;

/** One tax as charged (contract §1 AppliedTax): amounts in dollars, whole cents. */
export const appliedTaxSchema = z.object({
  taxType: z.string(),
  taxPercentage: z.number(),
  taxAmount: z.number(),
});
export type AppliedTax = z.infer<typeof appliedTaxSchema>;

const place = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string().trim().max(100, 'Place names must be at most 100 characters.').optional(),
);

/**
 * GET /api/tax-config: each given part narrows the list to the taxes that can apply there,
 * keeping the less specific levels (a province query keeps the country level).
 */
export const taxQuerySchema = z.object({ country: place, province: place, city: place });
export type TaxQuery = z.infer<typeof taxQuerySchema>;

export const TAX_COUNTRY_REQUIRED_MESSAGE = 'Country is required.';

/** GET /api/tax-config/default: the address whose default set is wanted. */
export const defaultTaxQuerySchema = taxQuerySchema.extend({
  country: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z
      .string({ error: TAX_COUNTRY_REQUIRED_MESSAGE })
      .min(1, TAX_COUNTRY_REQUIRED_MESSAGE)
      .max(100, 'Place names must be at most 100 characters.'),
  ),
});
export type DefaultTaxQuery = z.infer<typeof defaultTaxQuerySchema>;
