import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './accounts';

const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/**
 * A merchant's product categories, units and attributes (contract §5), told apart by `kind`.
 * `nameKey` is the lower-cased name: names are unique per merchant and kind regardless of case.
 */
export const catalogueTerms = pgTable(
  'catalogue_terms',
  {
    id: text('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    merchantId: text('merchant_id').notNull(),
    kind: text('kind', { enum: ['CATEGORY', 'UNIT', 'ATTRIBUTE'] }).notNull(),
    name: text('name').notNull(),
    nameKey: text('name_key').notNull(),
    description: text('description'),
    businessType: text('business_type'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('catalogue_terms_name_idx').on(t.merchantId, t.kind, t.nameKey),
    index('catalogue_terms_merchant_idx').on(t.merchantId, t.kind, t.seq),
  ],
);

/** `{storeId, isDefaultStoreTax, taxConfigIds}` of a product or add-on (contract §5). */
export interface ItemTaxConfig {
  storeId: string;
  isDefaultStoreTax: boolean;
  taxConfigIds: string[];
}

/** A store-local weekly window (contract §1 TimeWindow). */
export interface ItemWindow {
  day: 'MONDAY' | 'TUESDAY' | 'WEDNESDAY' | 'THURSDAY' | 'FRIDAY' | 'SATURDAY' | 'SUNDAY';
  fromTime: string;
  toTime: string;
}

/**
 * Products and add-ons (contract §5), told apart by `kind`: they share every column but `unit`
 * and `categories`, which add-ons leave empty. Money in cents.
 */
export const catalogueItems = pgTable(
  'catalogue_items',
  {
    id: text('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    merchantId: text('merchant_id').notNull(),
    kind: text('kind', { enum: ['PRODUCT', 'ADDON'] }).notNull(),
    name: text('name').notNull(),
    description: text('description'),
    priceCents: integer('price_cents').notNull(),
    unit: text('unit'),
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    storeIds: jsonb('store_ids').$type<string[]>().notNull(),
    taxConfigs: jsonb('tax_configs').$type<ItemTaxConfig[]>().notNull().default(sql`'[]'::jsonb`),
    categories: jsonb('categories').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    images: jsonb('images').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    hideUntil: timestamp('hide_until', { withTimezone: true, mode: 'date' }),
    availableTime: jsonb('available_time').$type<ItemWindow[]>().notNull().default(sql`'[]'::jsonb`),
    status: text('status', { enum: ['ACTIVE', 'INACTIVE', 'DELETED'] })
      .notNull()
      .default('INACTIVE'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('catalogue_items_merchant_idx').on(t.merchantId, t.kind, t.seq)],
);

/**
 * Product groups and add-on groups (contract §5). Their ACTIVE / INACTIVE status is derived from
 * the members; only DELETED is stored. Add-on groups use the forced limits; product groups rank.
 */
export const catalogueGroups = pgTable(
  'catalogue_groups',
  {
    id: text('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    merchantId: text('merchant_id').notNull(),
    kind: text('kind', { enum: ['PRODUCT', 'ADDON'] }).notNull(),
    name: text('name').notNull(),
    description: text('description'),
    images: jsonb('images').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    rank: integer('rank').notNull().default(0),
    forcedMin: integer('forced_min').notNull().default(0),
    forcedMax: integer('forced_max').notNull().default(0),
    isSameAddonAllowed: boolean('is_same_addon_allowed').notNull().default(true),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('catalogue_groups_merchant_idx').on(t.merchantId, t.kind, t.seq)],
);

/** Membership of an item in a group of its kind: one relation, read from both sides. */
export const catalogueGroupMembers = pgTable(
  'catalogue_group_members',
  {
    groupId: text('group_id').notNull(),
    itemId: text('item_id').notNull(),
    merchantId: text('merchant_id').notNull(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.itemId] }),
    index('catalogue_group_members_item_idx').on(t.itemId),
  ],
);

/** The add-on groups offered with a product. */
export const productAddonGroups = pgTable(
  'product_addon_groups',
  {
    productId: text('product_id').notNull(),
    addonGroupId: text('addon_group_id').notNull(),
    merchantId: text('merchant_id').notNull(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.addonGroupId] }),
    index('product_addon_groups_group_idx').on(t.addonGroupId),
  ],
);

/**
 * One counter per merchant, raised by database triggers (migration 0009) in every transaction
 * that writes anything the catalogue lists or a store's detail are built from: items, groups,
 * memberships, a product's add-on groups, terms, stores and the payment account. The response
 * cache keys its bodies by it, so every server instance sees a write at once; no row means 0.
 */
export const catalogueVersions = pgTable('catalogue_versions', {
  merchantId: text('merchant_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
