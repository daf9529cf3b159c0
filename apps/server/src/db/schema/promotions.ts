import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './accounts';
import type { ItemWindow } from './catalogue';

/** A required product reference: a null group means group 0, a null quantity means 1. */
export interface PromotionRequiredRef {
  id: string;
  groupIndex: number | null;
  quantity: number | null;
}

/** A reward product reference: the shared reward quantity r (null: 1). */
export interface PromotionRewardRef {
  id: string;
  quantity: number | null;
}

/**
 * Perks of the four types (contract §6), one row each; the fields a type does not use are null.
 * Money in cents. `availableFrom` / `availableTo` keep either a store-local date `YYYY-MM-DD` or
 * an ISO instant, as written. `couponKey` is the upper-cased code: codes are unique per merchant
 * regardless of case among promotions that are not deleted. Product references are jsonb lists
 * (ids of the merchant's products), read through containment when a product is deleted.
 * Every write raises the merchant's catalogue version (migration 0012 adds the trigger of 0009),
 * which keys the promotions cache and the store detail's.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: text('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    merchantId: text('merchant_id').notNull(),
    type: text('type', { enum: ['DEAL', 'PUNCH_CARD', 'POINT_PERK', 'REWARD_ITEM'] }).notNull(),
    dealType: text('deal_type').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    images: jsonb('images').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    storeIds: jsonb('store_ids').$type<string[]>().notNull(),
    status: text('status', { enum: ['ACTIVE', 'INACTIVE', 'DELETED'] })
      .notNull()
      .default('ACTIVE'),
    isValid: boolean('is_valid').notNull().default(true),
    availableFrom: text('available_from'),
    availableTo: text('available_to'),
    availableTime: jsonb('available_time').$type<ItemWindow[]>().notNull().default(sql`'[]'::jsonb`),
    displayTime: jsonb('display_time').$type<ItemWindow[]>().notNull().default(sql`'[]'::jsonb`),
    isPublicAvailable: boolean('is_public_available').notNull().default(true),
    couponCode: text('coupon_code'),
    couponKey: text('coupon_key'),
    isMaster: boolean('is_master').notNull().default(false),
    isAddonCharged: boolean('is_addon_charged').notNull().default(true),
    isNewClient: boolean('is_new_client').notNull().default(false),
    maxRedeem: integer('max_redeem'),
    limitedStock: integer('limited_stock'),
    requiredProducts: jsonb('required_products')
      .$type<PromotionRequiredRef[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    rewardProducts: jsonb('reward_products')
      .$type<PromotionRewardRef[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    requiredAmountCents: integer('required_amount_cents'),
    discountAmountCents: integer('discount_amount_cents'),
    discountPercent: doublePrecision('discount_percent'),
    fixedAmountCents: integer('fixed_amount_cents'),
    highlightInProductList: jsonb('highlight_in_product_list').$type<number[]>(),
    highlightAmountCents: integer('highlight_amount_cents'),
    requiredPunches: integer('required_punches'),
    rewardItems: integer('reward_items'),
    rewardPoints: integer('reward_points'),
    requiredPoints: integer('required_points'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('promotions_merchant_idx').on(t.merchantId, t.seq),
    uniqueIndex('promotions_coupon_idx')
      .on(t.merchantId, t.couponKey)
      .where(sql`${t.couponKey} IS NOT NULL AND ${t.status} <> 'DELETED'`),
  ],
);
