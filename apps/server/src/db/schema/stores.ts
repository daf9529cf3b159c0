import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './accounts';

const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const status = () =>
  text('status', { enum: ['ACTIVE', 'INACTIVE', 'DELETED'] })
    .notNull()
    .default('ACTIVE');

/**
 * A merchant's store (contract §4). `seq` gives lists their creation order, which ids and
 * timestamps alone do not guarantee within one millisecond. Latitude and longitude repeat the
 * address location as columns so that nearby-store searches can use them.
 */
export const stores = pgTable(
  'stores',
  {
    id: text('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    merchantId: text('merchant_id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    phone: text('phone'),
    email: text('email'),
    address: jsonb('address').$type<unknown>().notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    timeZone: text('time_zone').notNull(),
    operationTime: jsonb('operation_time').$type<unknown[]>().notNull().default(sql`'[]'::jsonb`),
    serveOptions: jsonb('serve_options').$type<string[]>().notNull(),
    taxConfigIds: jsonb('tax_config_ids').$type<string[]>().notNull(),
    images: jsonb('images').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** The short link name (`/s/{slug}`), stored lower-cased; unique across all merchants. */
    slug: text('slug'),
    status: status(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('stores_merchant_idx').on(t.merchantId, t.seq),
    uniqueIndex('stores_slug_key').on(sql`lower(${t.slug})`),
  ],
);

/** A store's delivery price by distance and order amount (contract §4 Delivery rules); money in cents. */
export const deliveryRules = pgTable(
  'delivery_rules',
  {
    id: text('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    storeId: text('store_id').notNull(),
    merchantId: text('merchant_id').notNull(),
    name: text('name').notNull(),
    distance: doublePrecision('distance').notNull(),
    priceCents: integer('price_cents').notNull(),
    minAmountCents: integer('min_amount_cents').notNull(),
    taxConfigIds: jsonb('tax_config_ids').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    isDefaultStoreTax: boolean('is_default_store_tax').notNull().default(true),
    status: status(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('delivery_rules_store_idx').on(t.storeId, t.seq)],
);

/**
 * Sales taxes by place (contract §1 TaxConfig). Canada's rates are seeded by a migration with
 * fixed ids, so a store's `taxConfigIds` mean the same on every installation.
 */
export const taxConfigs = pgTable('tax_configs', {
  id: text('id').primaryKey(),
  taxType: text('tax_type', { enum: ['HST', 'GST', 'PST', 'QST', 'RST'] }).notNull(),
  percentage: numeric('percentage', { precision: 6, scale: 3, mode: 'number' }).notNull(),
  description: text('description').notNull(),
  country: text('country').notNull(),
  province: text('province'),
  city: text('city'),
  createdAt: createdAt(),
});
