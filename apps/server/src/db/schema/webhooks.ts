import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Provider webhook events already processed (contract §11): the id is written in the transaction
 * of the event's effect, so a replayed or concurrently repeated delivery changes nothing.
 */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
