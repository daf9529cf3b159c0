import type { PaymentProvider } from '@perkdesk/contracts';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { merchantPaymentAccounts } from '../../db/schema/index';

export type PaymentAccountRow = typeof merchantPaymentAccounts.$inferSelect;
export type NewPaymentAccount = typeof merchantPaymentAccounts.$inferInsert;

export async function findPaymentAccount(
  db: Executor,
  merchantId: string,
): Promise<PaymentAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(merchantPaymentAccounts)
    .where(eq(merchantPaymentAccounts.merchantId, merchantId));
  return row;
}

/** The account with this provider id: provider events name the account, not the merchant. */
export async function findPaymentAccountById(
  db: Executor,
  provider: PaymentProvider,
  accountId: string,
): Promise<PaymentAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(merchantPaymentAccounts)
    .where(
      and(eq(merchantPaymentAccounts.provider, provider), eq(merchantPaymentAccounts.accountId, accountId)),
    );
  return row;
}

/** Inserts the merchant's account, or replaces every column of the one it has. */
export async function savePaymentAccount(
  db: Executor,
  account: NewPaymentAccount,
): Promise<PaymentAccountRow> {
  const { merchantId: _merchantId, createdAt: _createdAt, ...columns } = account;
  const [row] = await db
    .insert(merchantPaymentAccounts)
    .values(account)
    .onConflictDoUpdate({ target: merchantPaymentAccounts.merchantId, set: columns })
    .returning();
  return row as PaymentAccountRow;
}

export async function updatePaymentAccount(
  db: Executor,
  merchantId: string,
  patch: Partial<NewPaymentAccount>,
): Promise<void> {
  await db
    .update(merchantPaymentAccounts)
    .set(patch)
    .where(eq(merchantPaymentAccounts.merchantId, merchantId));
}

/**
 * Connected and able to charge (contract §11 has-account), at the provider that runs now: an
 * account made with the sandbox does not count once Stripe is configured, and the other way round.
 */
export async function isPaymentAccountConnected(
  db: Executor,
  merchantId: string,
  provider: PaymentProvider,
): Promise<boolean> {
  const [row] = await db
    .select({ merchantId: merchantPaymentAccounts.merchantId })
    .from(merchantPaymentAccounts)
    .where(
      and(
        eq(merchantPaymentAccounts.merchantId, merchantId),
        eq(merchantPaymentAccounts.provider, provider),
        eq(merchantPaymentAccounts.connected, true),
        eq(merchantPaymentAccounts.chargesEnabled, true),
      ),
    );
  return row !== undefined;
}
