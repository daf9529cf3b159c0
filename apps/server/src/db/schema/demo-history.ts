import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The demo history's run for the demo merchant: one row claims it (one instance plays it), and its
 * progress tells the dashboards that their figures are still filling in. `updatedAt` moves after
 * every day played, so a run whose server stopped midway goes stale, and the next start claims it
 * and plays on from `daysPlayed` over the same days (the `days` before `endsAt`).
 */
export const demoHistoryRuns = pgTable('demo_history_runs', {
  merchantId: text('merchant_id').primaryKey(),
  days: integer('days').notNull(),
  daysPlayed: integer('days_played').notNull(),
  /** The history's days are the `days` before this instant. */
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});
