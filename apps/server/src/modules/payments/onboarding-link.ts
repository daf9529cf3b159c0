import type { PaymentLink } from '@perkdesk/contracts';
import { findMerchant } from '../merchants/merchants.public';
import { requireAppOrigin } from './app-origin';
import type { PaymentsContext } from './payments-context';
import { currentAccount, saveAccount } from './stored-account';

/** Creates the account if needed, then asks the provider for its onboarding page. */
export async function onboardingLink(
  ctx: PaymentsContext,
  merchantId: string,
  returnUrl: string,
): Promise<PaymentLink> {
  const { payments } = ctx;
  if (ctx.appOrigin) requireAppOrigin(returnUrl, ctx.appOrigin, 'returnUrl');
  let account = await currentAccount(ctx, merchantId);
  if (!account) {
    const merchant = await findMerchant(ctx.db, merchantId);
    const { accountId } = await payments.createAccount({ merchantId, email: merchant?.email ?? null });
    account = await saveAccount(
      ctx,
      merchantId,
      accountId,
      { connected: false, chargesEnabled: false },
      undefined,
    );
  }
  const link = await payments.onboardingLink(account.accountId, returnUrl);
  // The sandbox connects at once; a real provider reports progress here and through its webhook.
  await saveAccount(
    ctx,
    merchantId,
    account.accountId,
    await payments.accountStatus(account.accountId),
    account,
  );
  return { url: link.url };
}
