import {
  type MerchantProfile,
  merchantProfileSchema,
  type merchantProfileUpdateSchema,
} from '@perkdesk/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { SETUP_STATE_QUERY_KEY } from '../../../lib/query-keys';
import { MERCHANT_PROFILE_KEY } from './get-merchant-profile';

/** A partial save (contract §3): absent fields are kept, so each screen sends only its own. */
export type MerchantProfilePatch = z.input<typeof merchantProfileUpdateSchema>;

export function updateMerchantProfile(update: MerchantProfilePatch) {
  return apiFetch('/api/merchants/profile', { method: 'POST', body: update, schema: merchantProfileSchema });
}

/**
 * The saved profile replaces the cached one. Business type, name and description drive the side
 * menu's locks and a save may create the first store, so the shell's setup state is refetched:
 * Business location unlocks without a reload.
 */
export function storeSavedProfile(queryClient: QueryClient, profile: MerchantProfile) {
  queryClient.setQueryData(MERCHANT_PROFILE_KEY, profile);
  return queryClient.invalidateQueries({ queryKey: SETUP_STATE_QUERY_KEY });
}

export function useUpdateMerchantProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMerchantProfile,
    onSuccess: (profile) => storeSavedProfile(queryClient, profile),
  });
}
