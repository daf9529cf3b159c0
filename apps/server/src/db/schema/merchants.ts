import { sql } from 'drizzle-orm';
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './accounts';

/**
 * A merchant business and its profile (contract §3). The profile lives on the merchant row:
 * one per merchant, read and merged whole. Lists and the address are JSON documents that are
 * only ever read with the row.
 */
export const merchants = pgTable('merchants', {
  id: text('id').primaryKey(),
  ownerUserId: text('owner_user_id').notNull(),
  name: text('name'),
  description: text('description'),
  phone: text('phone'),
  email: text('email'),
  website: text('website'),
  businessType: text('business_type'),
  businessLines: jsonb('business_lines').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  address: jsonb('address').$type<unknown>(),
  logoUrl: text('logo_url'),
  imagesUrl: jsonb('images_url').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  // Null until the merchant sets opening hours; an empty list then means always open.
  operationTime: jsonb('operation_time').$type<unknown[]>(),
  serveOptions: jsonb('serve_options').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  taxConfigIds: jsonb('tax_config_ids').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  paymentCustomerId: text('payment_customer_id'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
