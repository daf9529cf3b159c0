import { boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './accounts';

/**
 * A merchant's account at the card payment provider (contract §11): one per merchant. The flags
 * are the provider's answer at the last check (onboarding, OAuth connect, webhook), so reads never
 * call the provider. `connected` goes false when the merchant disconnects; the account id is kept
 * so that connecting again resumes the same account.
 */
export const merchantPaymentAccounts = pgTable(
  'merchant_payment_accounts',
  {
    merchantId: text('merchant_id').primaryKey(),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    accountId: text('account_id').notNull(),
    connected: boolean('connected').notNull().default(false),
    chargesEnabled: boolean('charges_enabled').notNull().default(false),
    connectedAt: timestamp('connected_at', { withTimezone: true, mode: 'date' }),
    /**
     * Set when the merchant disconnects, cleared when it connects again: a provider event about
     * the account (Stripe's `account.updated`) must not connect it behind the merchant's back.
     */
    disconnectedAt: timestamp('disconnected_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  // Provider webhooks name the account, not the merchant.
  (t) => [index('merchant_payment_accounts_account_idx').on(t.accountId)],
);
