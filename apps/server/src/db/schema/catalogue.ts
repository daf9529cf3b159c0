import { bigserial, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
