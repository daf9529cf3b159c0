import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './accounts';

/**
 * The refunds of orders (docs/payments-and-refunds.md): a merchant's reject or cancel (in full)
 * and its partial refunds of a completed order. A row is written before the provider is asked,
 * in the transaction that checks what is left to refund; its id is the provider call's idempotency
 * key, so a retry never refunds twice. `providerRefundId` is null until the provider confirms,
 * and stays null for a refund made outside the provider (`provider` null: an at-store payment).
 * The order row keeps a copy of the list and its sum for the merchant view.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull(),
    merchantId: text('merchant_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    kind: text('kind', { enum: ['REJECT', 'CANCEL', 'PARTIAL'] }).notNull(),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }),
    providerRefundId: text('provider_refund_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_refunds_order_idx').on(t.orderId),
    uniqueIndex('order_refunds_provider_refund_idx').on(t.providerRefundId),
  ],
);

/**
 * Refunds of the sandbox provider's intents: what its dashboard lists. A refund asked again with
 * the same idempotency key answers the first one (as Stripe replays a key).
 */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    id: text('id').primaryKey(),
    intentId: text('intent_id').notNull(),
    accountId: text('account_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason'),
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('sandbox_refunds_account_idx').on(t.accountId, t.createdAt),
    uniqueIndex('sandbox_refunds_key_idx').on(t.accountId, t.idempotencyKey),
  ],
);
