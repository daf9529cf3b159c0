import { AMOUNT_DECIMALS_MESSAGE, hasAtMostTwoDecimals } from '@perkdesk/domain';
import { z } from 'zod';

/** Opaque ids: strings of at least 20 decimal digits (contract §1). */
export const idSchema = z.string({ error: 'Invalid id.' }).regex(/^\d{20,}$/, 'Invalid id.');

/** A string field that must be present: a missing or non-string value gets `message`. */
export const requiredString = (message: string) => z.string({ error: message });

/** `""` in an optional field means null (contract §1); other values go through `schema`. */
export const emptyAsNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    schema.nullish(),
  );

/** `""` in an optional string field means null (contract §1). */
export const optionalText = (schema: z.ZodString = z.string().max(5000)) => emptyAsNull(schema.trim());

export const EMAIL_MESSAGE = 'Please enter valid email address';
export const emailSchema = requiredString(EMAIL_MESSAGE)
  .trim()
  .pipe(z.email({ message: EMAIL_MESSAGE }));

export const DATE_MESSAGE = 'Dates must be YYYY-MM-DD.';

/** Dates as YYYY-MM-DD, and a real calendar day. */
export const dateSchema = z
  .string({ error: DATE_MESSAGE })
  .regex(/^\d{4}-\d{2}-\d{2}$/, DATE_MESSAGE)
  .refine(isCalendarDate, DATE_MESSAGE);

function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Paging query (contract §1): zero-based page number, page size 1–100. */
export const pageQuerySchema = z.object({
  pageNumber: z.coerce.number().int().min(0, 'pageNumber must be 0 or more.').default(0),
  pageSize: z.coerce
    .number()
    .int()
    .min(1, 'pageSize must be 1 to 100.')
    .max(100, 'pageSize must be 1 to 100.')
    .default(10),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** A page of a list: `{content, totalElements, pageNumber, pageSize}`. */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    content: z.array(item),
    totalElements: z.number().int(),
    pageNumber: z.number().int(),
    pageSize: z.number().int(),
  });

/** Only web URLs: such values end up in an <img src> or a link, where other schemes have no business. */
export function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** An http or https URL of at most 500 characters. */
export const httpUrlSchema = (message: string) =>
  z.string({ error: message }).trim().max(500, message).refine(isHttpUrl, message);

/** A text field of `min` to `max` characters after trimming, one message for every failure. */
export const textSchema = (label: string, min: number, max: number) => {
  const message = `${label} must be ${min} to ${max} characters.`;
  return z.string({ error: message }).trim().min(min, message).max(max, message);
};

export const AMOUNT_MESSAGE = 'Amounts must be numbers of 0 or more.';

/** A money input in dollars (contract §1 Money): a number ≥ 0 with at most two decimals. */
export const moneyInputSchema = z
  .number({ error: AMOUNT_MESSAGE })
  .min(0, AMOUNT_MESSAGE)
  .max(1_000_000_000, AMOUNT_MESSAGE)
  .refine(hasAtMostTwoDecimals, AMOUNT_DECIMALS_MESSAGE);

/** Record status (contract §1 Enums). */
export const ENTITY_STATUSES = ['ACTIVE', 'INACTIVE', 'DELETED'] as const;
export const entityStatusSchema = z.enum(ENTITY_STATUSES);
export type EntityStatus = z.infer<typeof entityStatusSchema>;

/** The statuses a status route may set; anything else is `INVALID_STATUS` "Invalid Status". */
export const SETTABLE_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export const INVALID_STATUS_MESSAGE = 'Invalid Status';

export const SERVE_TYPES = ['PICKUP', 'DINE_IN', 'DELIVERY'] as const;
export const SERVE_TYPE_MESSAGE = 'Serve options are PICKUP, DINE_IN or DELIVERY.';
export const serveTypeSchema = z.enum(SERVE_TYPES, { error: SERVE_TYPE_MESSAGE });
export type ServeType = z.infer<typeof serveTypeSchema>;

/** Path ids are any string: one that matches nothing is 404, exactly as another owner's (contract §1). */
export const pathIdSchema = z.string().max(100, 'Invalid id.');
