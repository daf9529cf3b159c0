import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './accounts';

/**
 * Support requests from merchants (contract §12 Support): stored, then e-mailed to SUPPORT_EMAIL.
 * The issue type is one of spec 1 §9's; the store is the merchant's own.
 */
export const inquiries = pgTable(
  'inquiries',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id').notNull(),
    storeId: text('store_id').notNull(),
    issueType: text('issue_type').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('inquiries_merchant_idx').on(t.merchantId, t.createdAt)],
);
