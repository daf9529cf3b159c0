import { AMOUNT_DECIMALS_MESSAGE, hasAtMostTwoDecimals } from '@perkdesk/domain';
import { z } from 'zod';
import { emptyAsNull, idSchema, optionalText, pathIdSchema, textSchema } from './common';
import { imageListSchema } from './stores';
import { timeWindowsSchema } from './time';

/** Texts of the catalogue (contract §5, spec 2 §5 and §8), verbatim where the documents give them. */
export const CATALOGUE_MESSAGES = {
  price: 'number greater than or equal to 0',
  priceMax: 'Price must be at most 100,000.',
  unit: 'Enter values',
  stores: 'Select a value',
  unknownStore: 'Unknown store.',
  unknownCategory: 'Unknown category',
  unknownGroup: 'Unknown group.',
  groupsRequired: 'At least one group is required',
  taxPerStore: 'At most one tax entry per store, and only for the chosen stores.',
  hideUntil: 'hideUntil must be an ISO-8601 instant.',
  attributes: 'Attribute labels and values must be text.',
  productGroupEmpty: 'The group has no products.',
  addonGroupEmpty: 'The group has no add-ons.',
} as const;

export const MAX_CATALOGUE_PRICE = 100_000;

/** A catalogue price in dollars: ≥ 0, ≤ 100,000, at most two decimals. */
export const catalogueMoneySchema = z
  .number({ error: CATALOGUE_MESSAGES.price })
  .min(0, CATALOGUE_MESSAGES.price)
  .max(MAX_CATALOGUE_PRICE, CATALOGUE_MESSAGES.priceMax)
  .refine(hasAtMostTwoDecimals, AMOUNT_DECIMALS_MESSAGE);

const instantInput = z
  .string({ error: CATALOGUE_MESSAGES.hideUntil })
  .refine((value) => !Number.isNaN(Date.parse(value)), CATALOGUE_MESSAGES.hideUntil);

/** `{storeId, isDefaultStoreTax, taxConfigIds}`: the store's own taxes, or the given ones. */
export const productTaxConfigSchema = z.object({
  storeId: idSchema,
  isDefaultStoreTax: z.boolean().default(true),
  taxConfigIds: z.array(idSchema).default([]),
});
export type ProductTaxConfig = z.infer<typeof productTaxConfigSchema>;

const idList = z.array(idSchema);

/** The fields products and add-ons share on writes (POST, and PUT with the full body). */
const itemInputFields = {
  name: textSchema('Name', 3, 35),
  description: optionalText(
    z
      .string()
      .min(3, 'Description must be 3 to 255 characters.')
      .max(255, 'Description must be 3 to 255 characters.'),
  ),
  price: catalogueMoneySchema,
  attributes: z
    .record(z.string().max(100), z.string().max(500), { error: CATALOGUE_MESSAGES.attributes })
    .nullish(),
  stores: z.array(idSchema, { error: CATALOGUE_MESSAGES.stores }).min(1, CATALOGUE_MESSAGES.stores),
  productTaxConfigs: z.array(productTaxConfigSchema).nullish(),
  groups: idList.nullish(),
  deletedGroups: idList.nullish(),
  hideUntil: emptyAsNull(instantInput),
  availableTime: timeWindowsSchema.nullish(),
  status: z.enum(['ACTIVE', 'INACTIVE']).nullish(),
  images: imageListSchema.nullish(),
  changedImages: imageListSchema.nullish(),
  deletedImages: z.array(z.string().max(500)).max(100).nullish(),
};

export const productInputSchema = z.object({
  ...itemInputFields,
  unit: z
    .string({ error: CATALOGUE_MESSAGES.unit })
    .trim()
    .min(1, CATALOGUE_MESSAGES.unit)
    .max(20, CATALOGUE_MESSAGES.unit),
  addonGroups: idList.nullish(),
  categories: z.array(z.string().trim().max(100)).max(100).nullish(),
});
export type ProductInput = z.infer<typeof productInputSchema>;

export const addonInputSchema = z.object({
  ...itemInputFields,
  groups: z
    .array(idSchema, { error: CATALOGUE_MESSAGES.groupsRequired })
    .min(1, CATALOGUE_MESSAGES.groupsRequired),
});
export type AddonInput = z.infer<typeof addonInputSchema>;

const itemFields = {
  id: idSchema,
  name: z.string(),
  description: z.string().nullable(),
  images: z.array(z.string()),
  price: z.number(),
  attributes: z.record(z.string(), z.string()),
  stores: z.array(z.string()),
  productTaxConfigs: z.array(productTaxConfigSchema),
  groups: z.array(z.string()),
  status: z.enum(['ACTIVE', 'INACTIVE', 'DELETED']),
  hideUntil: z.string().nullable(),
  availableTime: z.array(z.object({ day: z.string(), fromTime: z.string(), toTime: z.string() })),
  createdAt: z.string(),
  lastUpdatedAt: z.string(),
};

export const productSchema = z.object({
  ...itemFields,
  unit: z.string(),
  addonGroups: z.array(z.string()),
  categories: z.array(z.string()),
});
export type Product = z.infer<typeof productSchema>;

export const addonSchema = z.object(itemFields);
export type Addon = z.infer<typeof addonSchema>;

/** Filters of `GET /api/products` (and add-ons); a bad status gives 400. */
export const itemQuerySchema = z.object({
  storeId: z.string().max(100).optional(),
  groupId: z.string().max(100).optional(),
  category: z.string().max(100).optional(),
  status: z.enum(['ACTIVE', 'INACTIVE', 'DELETED'], { error: 'Invalid Status' }).optional(),
  searchText: z.string().max(200).optional(),
});
export type ItemQuery = z.infer<typeof itemQuerySchema>;

export const itemIdParamsSchema = z.object({ id: pathIdSchema });
export const itemStatusParamsSchema = z.object({
  status: z.enum(['ACTIVE', 'INACTIVE', 'DELETED'], { error: 'Invalid Status' }),
});
export const itemCategoryParamsSchema = z.object({ name: z.string().max(100) });

/** `PUT …/status/{id}`: a bare JSON string, or `{status}`; the service refuses anything else. */
export const itemStatusBodySchema = z.unknown();

/** A promotion using a product, for the delete warning. */
export const productPromotionSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  status: z.string(),
});

export const UNKNOWN_MEMBER_MESSAGE = 'Unknown product or add-on.';

const groupInputFields = {
  name: textSchema('Name', 3, 35),
  description: optionalText(
    z
      .string()
      .min(3, 'Description must be 3 to 255 characters.')
      .max(255, 'Description must be 3 to 255 characters.'),
  ),
};

/** A product group as written: a full `products` list, or `addProductList` / `deleteProductList`. */
export const productGroupInputSchema = z.object({
  ...groupInputFields,
  image: emptyAsNull(z.string().trim()),
  products: idList.nullish(),
  addProductList: idList.nullish(),
  deleteProductList: idList.nullish(),
  hideUntil: emptyAsNull(instantInput),
  availableTime: timeWindowsSchema.nullish(),
  isSyncedInGroup: z.boolean().nullish(),
});
export type ProductGroupInput = z.infer<typeof productGroupInputSchema>;

export const productGroupSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  products: z.array(z.string()),
  status: z.enum(['ACTIVE', 'INACTIVE', 'DELETED']),
  hideUntil: z.string().nullable(),
  availableTime: z.array(z.object({ day: z.string(), fromTime: z.string(), toTime: z.string() })),
  isSyncedInGroup: z.boolean(),
  rank: z.number().int(),
  lastUpdatedAt: z.string(),
});
export type ProductGroup = z.infer<typeof productGroupSchema>;

const FORCED_MESSAGE = 'Limits must be whole numbers of 0 or more.';
const forcedLimit = z.number({ error: FORCED_MESSAGE }).int(FORCED_MESSAGE).min(0, FORCED_MESSAGE);

/** An add-on group as written: a full `products` (add-on ids) list, or `addAddonList` / `deleteAddonList`. */
export const addonGroupInputSchema = z.object({
  ...groupInputFields,
  images: imageListSchema.nullish(),
  changedImages: imageListSchema.nullish(),
  deletedImages: z.array(z.string().max(500)).max(100).nullish(),
  products: idList.nullish(),
  addAddonList: idList.nullish(),
  deleteAddonList: idList.nullish(),
  forcedMin: forcedLimit.nullish(),
  forcedMax: forcedLimit.nullish(),
  isSameAddonAllowed: z.boolean().nullish(),
});
export type AddonGroupInput = z.infer<typeof addonGroupInputSchema>;

export const addonGroupSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string().nullable(),
  images: z.array(z.string()),
  products: z.array(z.string()),
  status: z.enum(['ACTIVE', 'INACTIVE', 'DELETED']),
  forcedMin: z.number().int(),
  forcedMax: z.number().int(),
  isSameAddonAllowed: z.boolean(),
  lastUpdatedAt: z.string(),
});
export type AddonGroup = z.infer<typeof addonGroupSchema>;

export const groupStatusParamsSchema = z.object({ id: pathIdSchema, status: z.string().max(20) });
export const productListBodySchema = z.object({ productList: idList });
export const addonListBodySchema = z.object({ addons: idList });
export const groupRankBodySchema = z.object({
  productGroups: z.array(z.object({ id: idSchema, rank: z.number().int() })),
});
