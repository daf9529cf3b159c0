import {
  AMOUNT_DECIMALS_MESSAGE,
  DEAL_INCOMPLETE_MESSAGE,
  DEAL_TYPES,
  dealSubtypeOf,
  hasAtMostTwoDecimals,
  multiDealGroupsProblem,
  toCents,
} from '@perkdesk/domain';
import { z } from 'zod';
import { emptyAsNull, entityStatusSchema, idSchema, optionalText, pathIdSchema, textSchema } from './common';
import { imageListSchema } from './stores';
import { timeWindowSchema, timeWindowsSchema } from './time';

// Promotions (contract §6, spec 2 §3, §5, §8, §9). Amounts travel in dollars like every other
// contract; the server keeps cents. One write schema per type, built from one field list, so the
// web wizard rejects exactly what the server rejects.

export const PROMOTION_TYPES = ['DEAL', 'PUNCH_CARD', 'POINT_PERK', 'REWARD_ITEM'] as const;
export type PromotionTypeName = (typeof PROMOTION_TYPES)[number];
export const promotionTypeSchema = z.enum(PROMOTION_TYPES);

/** The path segment of the write routes: `POST /api/promotions/{path}`, `PUT …/{path}/{id}`. */
export const PROMOTION_TYPE_PATHS = {
  deal: 'DEAL',
  'punch-card': 'PUNCH_CARD',
  'point-perk': 'POINT_PERK',
  'reward-item': 'REWARD_ITEM',
} as const satisfies Record<string, PromotionTypeName>;
export type PromotionTypePath = keyof typeof PROMOTION_TYPE_PATHS;
export const promotionTypePathOf = (type: PromotionTypeName): PromotionTypePath =>
  (Object.keys(PROMOTION_TYPE_PATHS) as PromotionTypePath[]).find((p) => PROMOTION_TYPE_PATHS[p] === type) ??
  'deal';

/** The list's type filter: a type, or every type but REWARD_ITEM. */
export const PROMOTION_TYPE_FILTERS = [...PROMOTION_TYPES, 'ALL_NO_REWARD'] as const;
export type PromotionTypeFilter = (typeof PROMOTION_TYPE_FILTERS)[number];

export const PROMOTION_ORDER_BY = ['name', 'status', 'date'] as const;
export type PromotionOrderBy = (typeof PROMOTION_ORDER_BY)[number];

export const LIMITED_STOCK_MAX = 100_000;
export const COUPON_PATTERN = /^[A-Za-z0-9]{5,10}$/;

/** Texts: verbatim where spec 2 §5/§8 or contract §6 give them; the others are ours. */
export const PROMOTION_MESSAGES = {
  limitedStock: 'Should be a number between 1 and 100000',
  highlightAmount: 'Highlight amount may not exceed the minimum order amount.',
  couponFormat: 'Coupon code must be 5 to 10 letters or digits.',
  couponRequired: 'Coupon code may not be empty when the perk is hidden.',
  couponTaken: 'Coupon code already exists.',
  dealIncomplete: DEAL_INCOMPLETE_MESSAGE,
  stores: 'Select a value',
  unknownStore: 'Unknown store.',
  unknownProduct: 'Unknown product.',
  deletedProduct: 'This product has been deleted.',
  promotionInvalid: 'The promotion uses a deleted product.',
  typeMismatch: 'The promotion is of another type.',
  requiredProducts: 'Select at least one product.',
  rewardProducts: 'Select at least one reward product.',
  wholeNumber: 'Must be a whole number of 1 or more.',
  groupIndex: 'Group indexes are whole numbers of 0 or more.',
  groupQuantity: 'Items of one group share one quantity.',
  discountPercent: 'Discount percent must be above 0 and at most 100, with at most 3 decimals.',
  highlightIndex: 'Highlight a required item group.',
  dates: 'Dates must be YYYY-MM-DD or ISO-8601 instants.',
  dateOrder: 'The start must not be after the end.',
  required: 'This field is required.',
} as const;

const wholeNumber = z
  .number({ error: PROMOTION_MESSAGES.wholeNumber })
  .int(PROMOTION_MESSAGES.wholeNumber)
  .min(1, PROMOTION_MESSAGES.wholeNumber)
  .max(1_000_000_000, PROMOTION_MESSAGES.wholeNumber);

const promotionMoney = z
  .number({ error: 'Amounts must be numbers of 0 or more.' })
  .min(0, 'Amounts must be numbers of 0 or more.')
  .max(100_000, 'Amounts must be at most 100,000.')
  .refine(hasAtMostTwoDecimals, AMOUNT_DECIMALS_MESSAGE);

const hasAtMostThreeDecimals = (value: number) => Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/** A bound: `YYYY-MM-DD` (store-local day) or an instant with a time. */
const boundSchema = z
  .string({ error: PROMOTION_MESSAGES.dates })
  .trim()
  .refine((value) => !Number.isNaN(Date.parse(DATE_ONLY.test(value) ? `${value}T00:00:00Z` : value)), {
    message: PROMOTION_MESSAGES.dates,
  });

export const requiredProductInputSchema = z.object({
  id: idSchema,
  groupIndex: z
    .number({ error: PROMOTION_MESSAGES.groupIndex })
    .int(PROMOTION_MESSAGES.groupIndex)
    .min(0, PROMOTION_MESSAGES.groupIndex)
    .max(99, PROMOTION_MESSAGES.groupIndex)
    .nullish(),
  quantity: wholeNumber.nullish(),
});
export const rewardProductInputSchema = z.object({ id: idSchema, quantity: wholeNumber.nullish() });

/** Every writable field; which ones a type reads is `PROMOTION_TYPE_FIELDS`. */
const promotionFields = {
  name: textSchema('Name', 3, 35),
  description: optionalText(
    z
      .string()
      .min(3, 'Description must be 3 to 255 characters.')
      .max(255, 'Description must be 3 to 255 characters.'),
  ),
  images: imageListSchema.nullish(),
  changedImages: imageListSchema.nullish(),
  deletedImages: z.array(z.string().max(500)).max(100).nullish(),
  stores: z
    .array(idSchema, { error: PROMOTION_MESSAGES.stores })
    .min(1, PROMOTION_MESSAGES.stores)
    .max(100, PROMOTION_MESSAGES.stores),
  status: emptyAsNull(z.enum(['ACTIVE', 'INACTIVE'], { error: 'Invalid Status' })),
  availableFrom: emptyAsNull(boundSchema),
  availableTo: emptyAsNull(boundSchema),
  availableTime: timeWindowsSchema.nullish(),
  displayTime: timeWindowsSchema.nullish(),
  isPublicAvailable: z.boolean().nullish(),
  couponCode: emptyAsNull(
    z
      .string({ error: PROMOTION_MESSAGES.couponFormat })
      .trim()
      .regex(COUPON_PATTERN, PROMOTION_MESSAGES.couponFormat),
  ),
  isMaster: z.boolean().nullish(),
  isAddonCharged: z.boolean().nullish(),
  isNewClient: z.boolean().nullish(),
  maxRedeem: emptyAsNull(wholeNumber),
  limitedStock: emptyAsNull(
    z
      .number({ error: PROMOTION_MESSAGES.limitedStock })
      .int(PROMOTION_MESSAGES.limitedStock)
      .min(1, PROMOTION_MESSAGES.limitedStock)
      .max(LIMITED_STOCK_MAX, PROMOTION_MESSAGES.limitedStock),
  ),
  requiredProductList: z.array(requiredProductInputSchema).max(200).nullish(),
  rewardProductList: z.array(rewardProductInputSchema).max(200).nullish(),
  requiredAmount: emptyAsNull(promotionMoney),
  discountAmount: emptyAsNull(promotionMoney),
  discountPercent: emptyAsNull(
    z
      .number({ error: PROMOTION_MESSAGES.discountPercent })
      .gt(0, PROMOTION_MESSAGES.discountPercent)
      .max(100, PROMOTION_MESSAGES.discountPercent)
      .refine(hasAtMostThreeDecimals, PROMOTION_MESSAGES.discountPercent),
  ),
  fixedAmount: emptyAsNull(promotionMoney),
  highlightInProductList: z
    .array(z.number().int(PROMOTION_MESSAGES.highlightIndex).min(0, PROMOTION_MESSAGES.highlightIndex))
    .max(1, PROMOTION_MESSAGES.highlightIndex)
    .nullish(),
  highlightAmount: emptyAsNull(promotionMoney),
  requiredPunches: emptyAsNull(wholeNumber),
  rewardItems: emptyAsNull(wholeNumber),
  rewardPoints: emptyAsNull(wholeNumber),
  requiredPoints: emptyAsNull(wholeNumber),
};

type FieldName = keyof typeof promotionFields;
const COMMON_FIELDS = [
  'name',
  'description',
  'images',
  'changedImages',
  'deletedImages',
  'stores',
  'status',
  'availableFrom',
  'availableTo',
  'displayTime',
] as const satisfies readonly FieldName[];

/** The fields each type reads (contract §6 Fields); the server stores the others as null. */
export const PROMOTION_TYPE_FIELDS = {
  DEAL: [
    ...COMMON_FIELDS,
    'availableTime',
    'isPublicAvailable',
    'couponCode',
    'isMaster',
    'isAddonCharged',
    'isNewClient',
    'maxRedeem',
    'limitedStock',
    'requiredProductList',
    'rewardProductList',
    'requiredAmount',
    'discountAmount',
    'discountPercent',
    'fixedAmount',
    'highlightInProductList',
    'highlightAmount',
  ],
  PUNCH_CARD: [
    ...COMMON_FIELDS,
    'isAddonCharged',
    'requiredProductList',
    'rewardProductList',
    'requiredPunches',
    'rewardItems',
  ],
  POINT_PERK: [
    ...COMMON_FIELDS,
    'availableTime',
    'isPublicAvailable',
    'couponCode',
    'isNewClient',
    'maxRedeem',
    'limitedStock',
    'requiredProductList',
    'rewardPoints',
  ],
  REWARD_ITEM: [
    ...COMMON_FIELDS,
    'isAddonCharged',
    'maxRedeem',
    'limitedStock',
    'rewardProductList',
    'requiredPoints',
  ],
} as const satisfies Record<PromotionTypeName, readonly FieldName[]>;

const basePromotionInput = z.object(promotionFields);
export type PromotionInput = z.infer<typeof basePromotionInput>;

type Issue = { path: (string | number)[]; message: string };

const dealFieldsOf = (input: PromotionInput) => ({
  type: 'DEAL' as const,
  requiredProductList: input.requiredProductList ?? [],
  rewardProductList: input.rewardProductList ?? [],
  discountPercent: input.discountPercent ?? null,
  discountAmountCents: input.discountAmount == null ? null : toCents(input.discountAmount),
  fixedAmountCents: input.fixedAmount == null ? null : toCents(input.fixedAmount),
  requiredAmountCents: input.requiredAmount == null ? null : toCents(input.requiredAmount),
});

/** The deal subtype the server derives (contract §6), or null: "Deal configuration is incomplete.". */
export const derivedDealType = (input: PromotionInput) => {
  const fields = dealFieldsOf(input);
  return multiDealGroupsProblem(fields) ? null : dealSubtypeOf(fields);
};

function boundsIssue(input: PromotionInput): Issue | null {
  const { availableFrom: from, availableTo: to } = input;
  if (!from || !to) return null;
  const bothDates = DATE_ONLY.test(from) && DATE_ONLY.test(to);
  const bothInstants = !DATE_ONLY.test(from) && !DATE_ONLY.test(to);
  // A date against an instant needs the store's zone; the server's applicability reads them there.
  if (bothDates && from > to) return { path: ['availableTo'], message: PROMOTION_MESSAGES.dateOrder };
  if (bothInstants && Date.parse(from) > Date.parse(to))
    return { path: ['availableTo'], message: PROMOTION_MESSAGES.dateOrder };
  return null;
}

function groupQuantityIssue(input: PromotionInput): Issue | null {
  const quantities = new Map<number, number>();
  for (const [position, entry] of (input.requiredProductList ?? []).entries()) {
    if (entry.quantity == null) continue;
    const group = entry.groupIndex ?? 0;
    const known = quantities.get(group);
    if (known !== undefined && known !== entry.quantity)
      return {
        path: ['requiredProductList', position, 'quantity'],
        message: PROMOTION_MESSAGES.groupQuantity,
      };
    quantities.set(group, entry.quantity);
  }
  return null;
}

function dealIssues(input: PromotionInput): Issue[] {
  const issues: Issue[] = [];
  if (derivedDealType(input) === null) issues.push({ path: ['dealType'], message: DEAL_INCOMPLETE_MESSAGE });
  const highlight = input.highlightInProductList?.[0];
  if (highlight !== undefined) {
    const groups = new Set((input.requiredProductList ?? []).map((entry) => entry.groupIndex ?? 0));
    if (!groups.has(highlight))
      issues.push({ path: ['highlightInProductList'], message: PROMOTION_MESSAGES.highlightIndex });
  }
  if (input.highlightAmount != null && input.highlightAmount > (input.requiredAmount ?? 0))
    issues.push({ path: ['highlightAmount'], message: PROMOTION_MESSAGES.highlightAmount });
  return issues;
}

const missing = (value: unknown) => value === null || value === undefined;
const emptyList = (value: readonly unknown[] | null | undefined) => !value || value.length === 0;

/** The per-type rules (contract §6 Required fields by type, coupons, highlight, deal subtype). */
function typeIssues(type: PromotionTypeName, input: PromotionInput): Issue[] {
  const issues: Issue[] = [];
  const need = (field: FieldName, absent: boolean, message: string = PROMOTION_MESSAGES.required) => {
    if (absent) issues.push({ path: [field], message });
  };
  if (type === 'DEAL' || type === 'POINT_PERK') {
    if (input.isPublicAvailable === false)
      need('couponCode', missing(input.couponCode), PROMOTION_MESSAGES.couponRequired);
  }
  if (type === 'PUNCH_CARD') {
    need('requiredProductList', emptyList(input.requiredProductList), PROMOTION_MESSAGES.requiredProducts);
    need('rewardProductList', emptyList(input.rewardProductList), PROMOTION_MESSAGES.rewardProducts);
    need('requiredPunches', missing(input.requiredPunches));
    need('rewardItems', missing(input.rewardItems));
  }
  if (type === 'POINT_PERK') {
    need('requiredProductList', emptyList(input.requiredProductList), PROMOTION_MESSAGES.requiredProducts);
    need('rewardPoints', missing(input.rewardPoints));
  }
  if (type === 'REWARD_ITEM') {
    need('rewardProductList', emptyList(input.rewardProductList), PROMOTION_MESSAGES.rewardProducts);
    need('requiredPoints', missing(input.requiredPoints));
  }
  if (type === 'DEAL') issues.push(...dealIssues(input));
  const quantity = groupQuantityIssue(input);
  if (quantity && type !== 'REWARD_ITEM') issues.push(quantity);
  const bounds = boundsIssue(input);
  if (bounds) issues.push(bounds);
  return issues;
}

/** Keeps only the fields the type reads: the others are null whatever the client sent. */
function onlyTypeFields(type: PromotionTypeName, input: PromotionInput): PromotionInput {
  const kept = new Set<string>(PROMOTION_TYPE_FIELDS[type]);
  const output: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) output[key] = kept.has(key) ? value : null;
  return output as PromotionInput;
}

/** The write body of one promotion type (POST, and PUT with the full body). */
export const promotionInputSchemaFor = (type: PromotionTypeName) =>
  basePromotionInput
    .transform((input) => onlyTypeFields(type, input))
    .superRefine((input, context) => {
      for (const issue of typeIssues(type, input)) context.addIssue({ code: 'custom', ...issue });
    });

export const promotionInputSchemas = {
  DEAL: promotionInputSchemaFor('DEAL'),
  PUNCH_CARD: promotionInputSchemaFor('PUNCH_CARD'),
  POINT_PERK: promotionInputSchemaFor('POINT_PERK'),
  REWARD_ITEM: promotionInputSchemaFor('REWARD_ITEM'),
} as const;

/** A product reference as answered: expanded with the product's name, price (dollars) and status. */
export const promotionProductSchema = z.object({
  id: z.string(),
  groupIndex: z.number().int().nullable(),
  quantity: z.number().int().nullable(),
  name: z.string().nullable(),
  price: z.number().nullable(),
  status: entityStatusSchema.nullable(),
});
export type PromotionProductRef = z.infer<typeof promotionProductSchema>;

/** A promotion as answered (contract §6): every field, null where the type does not use it. */
export const promotionSchema = z.object({
  id: z.string(),
  merchantId: z.string(),
  type: promotionTypeSchema,
  dealType: z.enum(DEAL_TYPES),
  isValid: z.boolean(),
  createdAt: z.string(),
  lastUpdatedAt: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  images: z.array(z.string()),
  stores: z.array(z.string()),
  status: entityStatusSchema,
  availableFrom: z.string().nullable(),
  availableTo: z.string().nullable(),
  availableTime: z.array(timeWindowSchema),
  displayTime: z.array(timeWindowSchema),
  isPublicAvailable: z.boolean(),
  couponCode: z.string().nullable(),
  isMaster: z.boolean(),
  isAddonCharged: z.boolean(),
  isNewClient: z.boolean(),
  maxRedeem: z.number().int().nullable(),
  limitedStock: z.number().int().nullable(),
  requiredProductList: z.array(promotionProductSchema),
  rewardProductList: z.array(promotionProductSchema),
  requiredAmount: z.number().nullable(),
  discountAmount: z.number().nullable(),
  discountPercent: z.number().nullable(),
  fixedAmount: z.number().nullable(),
  highlightInProductList: z.array(z.number().int()).nullable(),
  highlightAmount: z.number().nullable(),
  requiredPunches: z.number().int().nullable(),
  rewardItems: z.number().int().nullable(),
  rewardPoints: z.number().int().nullable(),
  requiredPoints: z.number().int().nullable(),
});
export type PromotionResponse = z.infer<typeof promotionSchema>;

const asBoolean = z.preprocess(
  (value) => (value === 'true' ? true : value === 'false' ? false : value),
  z.boolean({ error: 'asc must be true or false.' }),
);

/** `GET /api/promotions?storeId&type&status&keyword&orderBy&asc`; default order is creation. */
export const promotionListQuerySchema = z.object({
  storeId: z.string().max(100).optional(),
  type: z.enum(PROMOTION_TYPE_FILTERS, { error: 'Unknown promotion type.' }).optional(),
  status: z.enum(['ACTIVE', 'INACTIVE', 'DELETED'], { error: 'Invalid Status' }).optional(),
  keyword: z.string().trim().max(100).optional(),
  orderBy: z.enum(PROMOTION_ORDER_BY, { error: 'orderBy is name, status or date.' }).optional(),
  asc: asBoolean.optional(),
});
export type PromotionListQuery = z.infer<typeof promotionListQuerySchema>;

export const promotionIdParamsSchema = z.object({ id: pathIdSchema });
export const promotionStoreParamsSchema = z.object({ storeId: pathIdSchema });
export const promotionListStatusParamsSchema = z.object({
  status: z.enum(['ACTIVE', 'INACTIVE', 'DELETED'], { error: 'Invalid Status' }),
});
/** `/type/{t}`: a type as the enum writes it, or as the write paths do (`punch-card`). */
export const promotionListTypeParamsSchema = z.object({
  type: z.preprocess(
    (value) =>
      typeof value === 'string' && value in PROMOTION_TYPE_PATHS
        ? PROMOTION_TYPE_PATHS[value as PromotionTypePath]
        : value,
    z.enum(PROMOTION_TYPE_FILTERS, { error: 'Unknown promotion type.' }),
  ),
});
/** `PUT /api/promotions/status/{id}/{status}`: any string; the service answers INVALID_STATUS. */
export const promotionStatusParamsSchema = z.object({ id: pathIdSchema, status: z.string().max(20) });
