import { merchantProfileSchema } from '@perkdesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { paymentKeys } from './payment-keys';

/** GET /api/merchants/profile: the subscription screens read its `paymentCustomerId`. */
export function getMerchantProfile(signal?: AbortSignal) {
  return apiFetch('/api/merchants/profile', { schema: merchantProfileSchema, signal });
}

export const merchantProfileQuery = () =>
  queryOptions({ queryKey: paymentKeys.profile, queryFn: ({ signal }) => getMerchantProfile(signal) });

export function useMerchantProfile() {
  return useQuery(merchantProfileQuery());
}
