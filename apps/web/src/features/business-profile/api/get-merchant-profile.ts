import { merchantProfileSchema } from '@perkdesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const MERCHANT_PROFILE_KEY = ['merchants', 'profile'] as const;

export function getMerchantProfile(signal?: AbortSignal) {
  return apiFetch('/api/merchants/profile', { schema: merchantProfileSchema, signal });
}

export const merchantProfileQuery = () =>
  queryOptions({ queryKey: MERCHANT_PROFILE_KEY, queryFn: ({ signal }) => getMerchantProfile(signal) });

export function useMerchantProfile() {
  return useQuery(merchantProfileQuery());
}
