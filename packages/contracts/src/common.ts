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
export const optionalText = (schema: z.ZodString = z.string()) => emptyAsNull(schema.trim());

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
