import type { CheckoutSessionLink, CreateSessionBody } from '@perkdesk/contracts';
import { findMerchant } from '../merchants/merchants.public';
import { requireAppOrigin } from './app-origin';
import { insertMerchantSession } from './merchant-sessions.repository';
import { requireOwnCustomer } from './own-customers';
import type { SubscriptionsContext } from './subscriptions-context';

/** Where a merchant who leaves the provider's checkout page lands. */
export const SUBSCRIPTIONS_PAGE = '/app/setup/subscriptions';

/**
 * `POST /api/merchants/create-session`: a checkout for the AI-post plan, remembered as the
 * merchant's. `successURL` must be on APP_ORIGIN; a `customerId` must be the merchant's (404).
 */
export async function createCheckoutSession(
  ctx: SubscriptionsContext,
  merchantId: string,
  body: CreateSessionBody,
): Promise<CheckoutSessionLink> {
  requireAppOrigin(body.successURL, ctx.appOrigin, 'successURL');
  const customerId = body.customerId ?? null;
  if (customerId) await requireOwnCustomer(ctx, merchantId, customerId);
  const merchant = await findMerchant(ctx.db, merchantId);
  const session = await ctx.payments.createCheckoutSession({
    merchantId,
    customerId,
    email: merchant?.email ?? null,
    name: merchant?.name ?? null,
    successUrl: body.successURL,
    cancelUrl: new URL(SUBSCRIPTIONS_PAGE, ctx.appOrigin).toString(),
  });
  const now = ctx.clock.now();
  await insertMerchantSession(ctx.db, {
    id: session.id,
    merchantId,
    provider: ctx.payments.provider,
    status: session.status,
    customerId: session.customerId ?? customerId,
    subscriptionId: session.subscriptionId,
    createdAt: now,
    updatedAt: now,
  });
  return { id: session.id, url: session.url };
}
