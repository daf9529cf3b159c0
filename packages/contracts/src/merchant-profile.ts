import { PHONE_MESSAGE } from '@perkdesk/domain';
import { z } from 'zod';
import { phoneSchema } from './accounts';
import { addressResponseSchema, addressSchema } from './address';
import { emptyAsNull, httpUrlSchema, idSchema, serveTypeSchema, textSchema } from './common';
import { entityDescriptionSchema, entityNameSchema, imageListSchema, optionalEmailSchema } from './stores';
import { timeWindowSchema, timeWindowsSchema } from './time';

export const MAX_BUSINESS_LINES = 20;
export const MERCHANT_PROFILE_MESSAGES = {
  phone: PHONE_MESSAGE,
  website: 'Please enter valid website URL',
  logo: 'The logo must be an http or https URL.',
  businessLines: `At most ${MAX_BUSINESS_LINES} business lines.`,
} as const;

/**
 * The merchant's business profile (contract §3). `operationTime`, `serveOptions` and
 * `taxConfigIds` describe the first store, which the server creates from them. The social
 * provider key is never returned.
 */
export const merchantProfileSchema = z.object({
  merchantId: idSchema,
  name: z.string().nullable(),
  description: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  businessType: z.string().nullable(),
  businessLines: z.array(z.string()),
  address: addressResponseSchema.nullable(),
  logoUrl: z.string().nullable(),
  imagesUrl: z.array(z.string()),
  stores: z.array(idSchema),
  paymentCustomerId: z.string().nullable(),
  paymentConnected: z.boolean(),
  socialConnected: z.boolean(),
  operationTime: z.array(timeWindowSchema).nullable(),
  serveOptions: z.array(serveTypeSchema),
  taxConfigIds: z.array(idSchema),
  lastUpdatedAt: z.string(),
});
export type MerchantProfile = z.infer<typeof merchantProfileSchema>;

const businessTitle = (label: string) => textSchema(label, 1, 60);

/**
 * A partial profile, merged into the stored one: absent fields are kept, null or `""` clears
 * one. `changedImages` (already uploaded) are added, `deletedImages` removed, `deleteLogo`
 * clears the logo. Business type and lines are titles from the client-side catalogue.
 */
export const merchantProfileUpdateSchema = z.object({
  name: emptyAsNull(entityNameSchema),
  description: emptyAsNull(entityDescriptionSchema),
  phone: emptyAsNull(phoneSchema),
  email: optionalEmailSchema,
  website: emptyAsNull(httpUrlSchema(MERCHANT_PROFILE_MESSAGES.website)),
  businessType: emptyAsNull(businessTitle('Business type')),
  businessLines: z
    .array(businessTitle('Each business line'))
    .max(MAX_BUSINESS_LINES, MERCHANT_PROFILE_MESSAGES.businessLines)
    .nullish(),
  address: addressSchema.nullish(),
  logoUrl: emptyAsNull(httpUrlSchema(MERCHANT_PROFILE_MESSAGES.logo)),
  deleteLogo: z.boolean().nullish(),
  changedImages: imageListSchema.nullish(),
  deletedImages: z.array(z.string().max(500)).max(100).nullish(),
  operationTime: timeWindowsSchema.nullish(),
  serveOptions: z.array(serveTypeSchema).nullish(),
  taxConfigIds: z.array(idSchema).nullish(),
});
export type MerchantProfileUpdate = z.infer<typeof merchantProfileUpdateSchema>;

export const MERCHANT_IMAGE_URLS_MESSAGE = 'Give the image URLs to delete.';

/** A form field holding a list: JSON text (`["a","b"]`), or one value or comma-separated values. */
function formList(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text.startsWith('[')) {
    try {
      return JSON.parse(text);
    } catch {
      return value;
    }
  }
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** DELETE /api/merchants/profile/images: `urls` as a list, or from a form (see formList). */
export const deleteImagesSchema = z.object({
  urls: z.preprocess(
    formList,
    z.array(z.string(), { error: MERCHANT_IMAGE_URLS_MESSAGE }).min(1, MERCHANT_IMAGE_URLS_MESSAGE),
  ),
});
