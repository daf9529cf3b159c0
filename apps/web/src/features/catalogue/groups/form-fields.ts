import { z } from 'zod';

export const NAME_MAX = 35;
export const DESCRIPTION_MAX = 255;

/** The contract's description rule (optional, 3–255 once trimmed, contract §5) with its message. */
const DESCRIPTION_MESSAGE = 'Description must be 3 to 255 characters.';

/** A description as a form holds it (text); an empty one is sent as null. */
export const descriptionFormSchema = z
  .string()
  .trim()
  .refine((text) => text === '' || (text.length >= 3 && text.length <= DESCRIPTION_MAX), DESCRIPTION_MESSAGE)
  .transform((text) => text || null);
