import { notFound } from '../../lib/app-error';
import { findMerchant } from '../merchants/merchants.public';
import { openMerchantSessions, sessionCustomerIds } from './merchant-sessions.repository';
import { refreshSession } from './refresh-session';
import type { SubscriptionsContext } from './subscriptions-context';

/** How many of a merchant's open sessions are asked about when a customer id is not yet known. */
const OPEN_SESSIONS_CHECKED = 10;

async function knownCustomers(ctx: SubscriptionsContext, merchantId: string, completedOnly: boolean) {
  const fromSessions = await sessionCustomerIds(ctx.db, merchantId, completedOnly);
  if (completedOnly) return fromSessions;
  const profileCustomer = (await findMerchant(ctx.db, merchantId))?.paymentCustomerId;
  return profileCustomer ? [...new Set([profileCustomer, ...fromSessions])] : fromSessions;
}

/** The merchant's open sessions refreshed from the provider: one may have completed meanwhile. */
async function refreshOpenSessions(ctx: SubscriptionsContext, merchantId: string): Promise<void> {
  for (const row of await openMerchantSessions(ctx.db, merchantId, OPEN_SESSIONS_CHECKED))
    await refreshSession(ctx, row);
}

/**
 * The customer ids that are the merchant's (§11 Foreign customer ids): its profile's
 * `paymentCustomerId` and the customers of its sessions; with `completedOnly`, only those of its
 * completed sessions (what the profile may save).
 */
export async function ownCustomerIds(
  ctx: SubscriptionsContext,
  merchantId: string,
  completedOnly = false,
): Promise<string[]> {
  await refreshOpenSessions(ctx, merchantId);
  return knownCustomers(ctx, merchantId, completedOnly);
}

/** Whether the customer is the merchant's; the provider is asked only when the copy does not say. */
export async function ownsCustomer(
  ctx: SubscriptionsContext,
  merchantId: string,
  customerId: string,
  completedOnly = false,
): Promise<boolean> {
  if ((await knownCustomers(ctx, merchantId, completedOnly)).includes(customerId)) return true;
  return (await ownCustomerIds(ctx, merchantId, completedOnly)).includes(customerId);
}

/** Another merchant's customer, or an unknown one, is 404. */
export async function requireOwnCustomer(ctx: SubscriptionsContext, merchantId: string, customerId: string) {
  if (!(await ownsCustomer(ctx, merchantId, customerId))) throw notFound();
}
