import {
  isKnownTimeZone,
  isValidPhone,
  normaliseStorePhone,
  PHONE_MESSAGE,
  TAX_MESSAGES,
} from '@perkdesk/domain';
import { z } from 'zod';
import { addressResponseSchema, storeAddressSchema } from './address';
import {
  emailSchema,
  emptyAsNull,
  entityStatusSchema,
  httpUrlSchema,
  idSchema,
  pathIdSchema,
  serveTypeSchema,
  textSchema,
} from './common';
import { timeWindowSchema, timeWindowsSchema, timeZoneSchema } from './time';

export const STORE_MESSAGES = {
  serveOptions: 'At least one serve option is required.',
  timeZone: 'Unknown time zone.',
  image: 'Images must be http or https URLs.',
  tooManyImages: 'At most 20 images.',
  taxRequired: TAX_MESSAGES.required,
  taxOneLocation: TAX_MESSAGES.oneLocation,
  taxUnknown: TAX_MESSAGES.unknown,
  slug: 'The link name must be 3 to 40 characters: a-z, 0-9 and -, starting and ending with a letter or digit, not only digits.',
  slugTaken: 'This link name is already taken.',
} as const;

export const MAX_IMAGES = 20;

export const entityNameSchema = textSchema('Name', 3, 35);
export const entityDescriptionSchema = textSchema('Description', 3, 255);

/** A store phone: one shorter than 12 characters gets +1 (spec 2 §5), then `+` and 11 digits. */
export const storePhoneSchema = z
  .string({ error: PHONE_MESSAGE })
  .trim()
  .transform(normaliseStorePhone)
  .refine(isValidPhone, PHONE_MESSAGE);

export const optionalEmailSchema = emptyAsNull(emailSchema);

export const imageListSchema = z
  .array(httpUrlSchema(STORE_MESSAGES.image))
  .max(MAX_IMAGES, STORE_MESSAGES.tooManyImages);

/**
 * A store's short link name (`/s/{slug}`): lower-cased, 3–40 of a–z, 0–9 and '-', no '-' at either
 * end, and not all digits, so it can never be mistaken for a store id.
 */
export const storeSlugSchema = z
  .string({ error: STORE_MESSAGES.slug })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9-]{1,38}[a-z0-9]$/, STORE_MESSAGES.slug)
  .refine((slug) => !/^\d+$/.test(slug), STORE_MESSAGES.slug);

/** A time zone on input: its IANA name, or a TimeZone object of which only `zoneName` is read. */
export const timeZoneInputSchema = z.preprocess(
  (value) =>
    value && typeof value === 'object' && 'zoneName' in value
      ? (value as { zoneName: unknown }).zoneName
      : value,
  z.string({ error: STORE_MESSAGES.timeZone }).trim().refine(isKnownTimeZone, STORE_MESSAGES.timeZone),
);

/**
 * A store as written (POST, and PUT with the full body). Images: `images` is the whole list
 * (the current one when absent), then `deletedImages` are removed and `changedImages` added.
 */
export const storeInputSchema = z.object({
  name: entityNameSchema,
  description: emptyAsNull(entityDescriptionSchema),
  phone: emptyAsNull(storePhoneSchema),
  email: optionalEmailSchema,
  address: storeAddressSchema,
  timeZone: emptyAsNull(timeZoneInputSchema),
  operationTime: timeWindowsSchema.nullish(),
  serveOptions: z
    .array(serveTypeSchema, { error: STORE_MESSAGES.serveOptions })
    .min(1, STORE_MESSAGES.serveOptions),
  taxConfigIds: z.array(idSchema, { error: STORE_MESSAGES.taxRequired }).min(1, STORE_MESSAGES.taxRequired),
  images: imageListSchema.nullish(),
  changedImages: imageListSchema.nullish(),
  deletedImages: z.array(z.string().max(500)).max(100).nullish(),
  /** Absent keeps the current link name; null or "" removes it. */
  slug: emptyAsNull(storeSlugSchema),
});
export type StoreInput = z.infer<typeof storeInputSchema>;

/** A store as answered (contract §4 Store). */
export const storeSchema = z.object({
  id: idSchema,
  merchantId: idSchema,
  name: z.string(),
  description: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: addressResponseSchema,
  timeZone: timeZoneSchema,
  operationTime: z.array(timeWindowSchema),
  serveOptions: z.array(serveTypeSchema),
  taxConfigIds: z.array(idSchema),
  images: z.array(z.string()),
  slug: z.string().nullish(),
  status: entityStatusSchema,
  createdAt: z.string(),
  lastUpdatedAt: z.string(),
});
export type Store = z.infer<typeof storeSchema>;

export const storeIdParamsSchema = z.object({ id: pathIdSchema });
export const storeStatusParamsSchema = z.object({ id: pathIdSchema, status: z.string().max(20) });
export const deletedResponseSchema = z.object({ id: idSchema });

/** `GET /api/store-links/{slug}`: the store a link name points to. */
export const storeLinkParamsSchema = z.object({ slug: z.string().max(100) });
export const storeLinkSchema = z.object({ storeId: idSchema });
export type StoreLink = z.infer<typeof storeLinkSchema>;
