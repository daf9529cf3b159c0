import { z } from 'zod';
import { idSchema } from './common';

/**
 * What the merchant has set up so far. The side menu derives its locks from it (spec 1 §4);
 * each later area adds the facts it owns.
 */
export const setupStateSchema = z.object({
  hasBusinessType: z.boolean(),
  hasBusinessProfile: z.boolean(),
  storeCount: z.number().int(),
  productCount: z.number().int(),
  addonGroupCount: z.number().int(),
  paymentConnected: z.boolean(),
});
export type SetupState = z.infer<typeof setupStateSchema>;

export const merchantIdParamsSchema = z.object({ merchantId: idSchema });
