import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ARCHIVED_STATUSES } from './orders';

/**
 * The order history's search (docs/adr/0010-order-history-search-words.md). A word is one line of
 * an archived order's `search_text` (its id, the customer's name, phone, a product, add-on or
 * promotion name, the merchant's message: orders/order-mapper.ts searchTextOf), per merchant,
 * with how many archived orders hold it. A search finds its words on their trigrams, then its
 * orders in order_search_hits. Both tables are kept by the `orders_search_*` triggers in the
 * transaction that writes the order (migration 0016), and rebuilt by order_search_rebuild().
 */
export const orderSearchWords = pgTable(
  'order_search_words',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: text('merchant_id').notNull(),
    word: text('word').notNull(),
    /** Archived orders holding the word (0 once the last leaves; the row stays). */
    hits: integer('hits').notNull(),
  },
  (t) => [
    uniqueIndex('order_search_words_merchant_word_idx').on(t.merchantId, t.word),
    // Without the merchant: its column would add the merchant's whole posting list to every scan.
    index('order_search_words_trigram_idx').using('gin', t.word.op('gin_trgm_ops')),
  ],
);

/**
 * One row per archived order and word of it, with everything the history filters and sorts on,
 * so that a search's orders are filtered, sorted and counted on the index alone; only the page
 * is read from orders.
 */
export const orderSearchHits = pgTable(
  'order_search_hits',
  {
    wordId: bigint('word_id', { mode: 'number' }).notNull(),
    lastUpdatedAt: timestamp('last_updated_at', { withTimezone: true }).notNull(),
    id: text('id').notNull(),
    storeId: text('store_id').notNull(),
    status: text('status', { enum: ARCHIVED_STATUSES }).notNull(),
    serveType: text('serve_type'),
    serveStatus: text('serve_status'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    customerName: text('customer_name'),
    subAmountCents: integer('sub_amount_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    globalPointsUsed: integer('global_points_used').notNull(),
  },
  (t) => [
    // A word's orders newest or oldest first; the other columns end the key where INCLUDE would
    // put them (Drizzle's builder has no INCLUDE), so that no table row is read.
    index('order_search_hits_word_idx').on(
      t.wordId,
      t.lastUpdatedAt,
      t.id,
      t.storeId,
      t.status,
      t.serveType,
      t.serveStatus,
      t.paidAt,
      t.customerName,
      t.subAmountCents,
      t.discountCents,
      t.totalCents,
      t.globalPointsUsed,
    ),
  ],
);
