import { DELIVERY_RULE_MESSAGES } from '@perkdesk/domain';
import { z } from 'zod';
import { entityStatusSchema, idSchema, moneyInputSchema, pathIdSchema } from './common';
import { entityNameSchema } from './stores';
import { appliedTaxSchema } from './taxes';

export const MAX_DELIVERY_DISTANCE_KM = 100;
export const DELIVERY_MESSAGES = {
  ...DELIVERY_RULE_MESSAGES,
  distance: `Distance must be more than 0 and at most ${MAX_DELIVERY_DISTANCE_KM} km.`,
  quoteDistance: 'Distance must be a number of 0 or more.',
} as const;

/**
 * A delivery rule as written (contract §4 Delivery rules). Its taxes are the store's while
 * `isDefaultStoreTax` is set; otherwise `taxConfigIds`, where an empty list means exempt.
 */
export const deliveryRuleInputSchema = z.object({
  name: entityNameSchema,
  distance: z
    .number({ error: DELIVERY_MESSAGES.distance })
    .gt(0, DELIVERY_MESSAGES.distance)
    .max(MAX_DELIVERY_DISTANCE_KM, DELIVERY_MESSAGES.distance),
  price: moneyInputSchema,
  minAmount: moneyInputSchema,
  taxConfigIds: z.array(idSchema).nullish(),
  isDefaultStoreTax: z.boolean().nullish(),
});
export type DeliveryRuleInput = z.infer<typeof deliveryRuleInputSchema>;

export const deliveryRuleSchema = z.object({
  id: idSchema,
  storeId: idSchema,
  name: z.string(),
  distance: z.number(),
  price: z.number(),
  minAmount: z.number(),
  taxConfigIds: z.array(idSchema),
  isDefaultStoreTax: z.boolean(),
  status: entityStatusSchema,
  lastUpdatedAt: z.string(),
});
export type DeliveryRule = z.infer<typeof deliveryRuleSchema>;

export const storeRulesParamsSchema = z.object({ storeId: pathIdSchema });
export const deliveryRuleParamsSchema = z.object({ storeId: pathIdSchema, ruleId: pathIdSchema });
export const deliveryRuleStatusParamsSchema = deliveryRuleParamsSchema.extend({ status: z.string().max(20) });

/** POST /api/merchant-stores/{id}/delivery-price: the order amount and the distance in km. */
export const deliveryPriceRequestSchema = z.object({
  totalAmount: moneyInputSchema,
  distance: z.number({ error: DELIVERY_MESSAGES.quoteDistance }).min(0, DELIVERY_MESSAGES.quoteDistance),
});
export type DeliveryPriceRequest = z.infer<typeof deliveryPriceRequestSchema>;

/** The price of a delivery (contract §4 DeliveryQuote); each tax is halfUp(price × pct / 100). */
export const deliveryQuoteSchema = z.object({
  deliveryRuleId: idSchema,
  distance: z.number(),
  deliveryPrice: z.number(),
  deliveryAppliedTaxes: z.array(appliedTaxSchema),
  isDeliveryPriceTaxExempt: z.boolean(),
  totalDeliveryAmount: z.number(),
});
export type DeliveryQuote = z.infer<typeof deliveryQuoteSchema>;
