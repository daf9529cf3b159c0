import { z } from 'zod';
import { addonGroupSchema, addonSchema, productSchema } from './catalogue';
import { promotionSchema } from './promotions';
import { storeSchema } from './stores';

/** A product group as the customer sees it: its available products only, in membership order. */
export const storeDetailGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  rank: z.number().int(),
  products: z.array(z.string()),
});
export type StoreDetailGroup = z.infer<typeof storeDetailGroupSchema>;

/**
 * `GET /api/merchant-stores/{id}/detail` (contract §4 StoreDetail): the store and what it sells at
 * the request instant. Products and add-ons are the available ones (§5 Availability); groups come
 * by rank; each product's `groups` and `addonGroups`, and each add-on's `groups`, name only the
 * groups included. `promotions` holds the promotions listable at the request instant (§6), in
 * creation order.
 */
export const storeDetailSchema = z.object({
  store: storeSchema,
  products: z.array(productSchema),
  productGroups: z.array(storeDetailGroupSchema),
  addons: z.array(addonSchema),
  addonGroups: z.array(addonGroupSchema),
  promotions: z.array(promotionSchema),
});
export type StoreDetail = z.infer<typeof storeDetailSchema>;
