import { z } from 'zod';

/** Opaque ids: strings of at least 20 decimal digits (contract §1). */
export const idSchema = z.string().regex(/^\d{20,}$/, 'Invalid id.');

/** `""` in an optional string field means null (contract §1). */
export const optionalText = (schema: z.ZodString = z.string()) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    schema.trim().nullish(),
  );

export const EMAIL_MESSAGE = 'Please enter valid email address';
export const emailSchema = z
  .string()
  .trim()
  .pipe(z.email({ message: EMAIL_MESSAGE }));

/** Dates as YYYY-MM-DD. */
export const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates must be YYYY-MM-DD.');
