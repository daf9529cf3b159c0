import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { VersionedStore } from '../cart/menu-cache';
import { OPEN_INTENT_STATUSES, type PaymentIntent, type PaymentPort } from '../payments/payment-port';
import { findPaymentAccount, type PaymentAccountRow } from '../payments/payments.public';
import { findOrder, type OrderRow } from './orders.repository';

/** How many times a sync writes the intent while simultaneous confirms keep changing the order. */
const SYNC_ATTEMPTS = 5;

/**
 * An order's card payment at the provider that runs now (contract §9 Payment outcome, §11): the
 * account a merchant's payments go to, the order's intent, releasing (cancel or refund), dropping
 * an intent no order holds, and bringing an intent back to its order's amount. Provider calls
 * never run inside a database transaction; failures of the after-commit ones are logged.
 */
export function createOrderPayments(deps: { db: Db; payments: PaymentPort; log?: FastifyBaseLogger }) {
  const { db, payments } = deps;

  // The merchant's payment account as read at a catalogue version: a payment account write
  // raises the version (migration 0009), so the row holds for as long as the version does.
  const accounts = new Map<string, { version: number; account: PaymentAccountRow | undefined }>();

  /** The connected account the merchant's card payments go to, at the provider that runs now. */
  const chargeAccount = async ({ store, version }: VersionedStore): Promise<string> => {
    let known = accounts.get(store.merchantId);
    if (known?.version !== version) {
      known = { version, account: await findPaymentAccount(db, store.merchantId) };
      accounts.set(store.merchantId, known);
    }
    const { account } = known;
    if (!account || account.provider !== payments.provider || !account.connected || !account.chargesEnabled) {
      throw new AppError('STORE_NOT_ACCEPTING_ORDERS');
    }
    return account.accountId;
  };

  /** The order's intent as the provider has it now; null without one (or one of another provider). */
  const intentOf = async (order: OrderRow): Promise<PaymentIntent | null> => {
    if (!order.paymentIntentId || !order.paymentAccountId || order.paymentProvider !== payments.provider)
      return null;
    return payments.getIntent(order.paymentAccountId, order.paymentIntentId);
  };

  /**
   * Gives an order's card payment back: an intent not yet paid is canceled, a paid one refunded
   * in full (refunds are idempotent: a second call refunds nothing more). Failures are logged,
   * not thrown: the order's own change already committed, and the webhook refunds a payment that
   * succeeds on a canceled order.
   */
  const releasePayment = async (order: OrderRow): Promise<void> => {
    if (!order.paymentIntentId || !order.paymentAccountId || order.paymentProvider !== payments.provider)
      return;
    const accountId = order.paymentAccountId;
    const intentId = order.paymentIntentId;
    try {
      const intent = await payments.getIntent(accountId, intentId);
      if (!intent || intent.status === 'canceled') return;
      if (intent.status === 'succeeded') {
        await payments.refund(accountId, intentId);
        return;
      }
      try {
        await payments.cancelIntent(accountId, intentId);
      } catch (error) {
        // Paid in the meantime: refund it instead.
        if ((await payments.getIntent(accountId, intentId))?.status === 'succeeded') {
          await payments.refund(accountId, intentId);
        } else throw error;
      }
    } catch (error) {
      deps.log?.error({ err: error, orderId: order.id, intentId }, 'order payment not released');
    }
  };

  /** Cancels an intent that no order holds any longer (a lost race, a replaced intent). */
  const dropIntent = async (intent: PaymentIntent) => {
    try {
      await payments.cancelIntent(intent.accountId, intent.id);
    } catch (error) {
      deps.log?.error({ err: error, intentId: intent.id }, 'payment intent not canceled');
    }
  };

  /**
   * After a confirm kept the order's intent: two confirms of one order may update the intent in
   * one order and commit in the other, so the intent is brought to what the order now says. Each
   * confirm does this after its own commit, checking after every write, so the last writer leaves
   * them equal; a mismatch left by a provider failure is refused at paid (the amount must match)
   * and fixed by confirming again.
   */
  const syncIntent = async (orderId: string) => {
    try {
      // Simultaneous confirms each update the intent, then the order: a sync may write an amount
      // the order has since left. So it stops only when the order and its intent, read after its
      // own last write, agree; the last writer always checks after writing.
      for (let attempt = 0; attempt < SYNC_ATTEMPTS; attempt++) {
        const order = await findOrder(db, orderId);
        if (!order || order.status !== 'CONFIRMED' || !order.paymentAccountId || !order.paymentIntentId)
          return;
        const live = await intentOf(order);
        if (!live || !OPEN_INTENT_STATUSES.includes(live.status)) return;
        if (live.amountCents === order.totalCents && live.applicationFeeCents === order.serviceFeeCents)
          return;
        await payments.updateIntent(order.paymentAccountId, order.paymentIntentId, {
          amountCents: order.totalCents,
          applicationFeeCents: order.serviceFeeCents,
        });
      }
      deps.log?.error({ orderId }, 'payment intent still changing after its order; left as it is');
    } catch (error) {
      deps.log?.error({ err: error, orderId }, 'payment intent not synchronised with its order');
    }
  };

  return { chargeAccount, intentOf, releasePayment, dropIntent, syncIntent };
}
export type OrderPayments = ReturnType<typeof createOrderPayments>;
