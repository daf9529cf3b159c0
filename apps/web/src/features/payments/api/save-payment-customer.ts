import { type MerchantProfileSave, merchantProfileSchema } from '@perkdesk/contracts';
import { apiFetch } from '../../../lib/api-client';

/**
 * POST /api/merchants/profile with only `paymentCustomerId` (spec 2 §4 Success page: the customer
 * id stored on the profile, the profile uploaded). The server keeps every other field, and accepts
 * the id only from one of the merchant's own completed sessions. Silent: the page says it failed.
 */
export function savePaymentCustomer(paymentCustomerId: string) {
  const body: Pick<MerchantProfileSave, 'paymentCustomerId'> = { paymentCustomerId };
  return apiFetch('/api/merchants/profile', {
    method: 'POST',
    body,
    schema: merchantProfileSchema,
    silent: true,
  });
}
