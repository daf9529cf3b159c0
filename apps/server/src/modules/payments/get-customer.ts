import type { PaymentCustomerView } from '@perkdesk/contracts';
import { notFound } from '../../lib/app-error';
import { requireOwnCustomer } from './own-customers';
import type { SubscriptionsContext } from './subscriptions-context';

/** `GET /api/merchants/get-customer/{customerId}`: the merchant's own customer only. */
export async function getCustomer(
  ctx: SubscriptionsContext,
  merchantId: string,
  customerId: string,
): Promise<PaymentCustomerView> {
  await requireOwnCustomer(ctx, merchantId, customerId);
  const customer = await ctx.payments.getCustomer(customerId);
  if (!customer) throw notFound();
  return customer;
}
