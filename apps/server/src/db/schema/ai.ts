import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per merchant that has called the AI routes: locked while its budget is checked, so
 * instances sharing one database count the same calls (contract §14 Clarifications).
 */
export const aiBudgets = pgTable('ai_budgets', {
  merchantId: text('merchant_id').primaryKey(),
});

/** The merchant's AI calls of the last hour; older ones are deleted when the next call is counted. */
export const aiCalls = pgTable(
  'ai_calls',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id').notNull(),
    calledAt: timestamp('called_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('ai_calls_merchant_idx').on(t.merchantId, t.calledAt)],
);
