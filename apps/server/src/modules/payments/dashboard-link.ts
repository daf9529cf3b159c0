import type { PaymentLink } from '@perkdesk/contracts';
import { notFound } from '../../lib/app-error';
import type { PaymentsContext } from './payments-context';
import { currentAccount } from './stored-account';

export async function dashboardLink(ctx: PaymentsContext, merchantId: string): Promise<PaymentLink> {
  const account = await currentAccount(ctx, merchantId);
  if (!account) throw notFound();
  return ctx.payments.dashboardLink(account.accountId);
}
