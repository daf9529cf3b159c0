import type { PaymentConnection } from '@perkdesk/contracts';
import type { PaymentsContext } from './payments-context';
import { currentAccount, saveAccount } from './stored-account';

/** OAuth: the code names the account the merchant granted us; it replaces any earlier one. */
export async function connectAccount(
  ctx: PaymentsContext,
  merchantId: string,
  authCode: string,
): Promise<PaymentConnection> {
  const before = await currentAccount(ctx, merchantId);
  const { accountId } = await ctx.payments.exchangeOAuthCode(authCode);
  const status = await ctx.payments.accountStatus(accountId);
  await saveAccount(ctx, merchantId, accountId, { ...status, connected: true }, before);
  return { connected: true };
}
