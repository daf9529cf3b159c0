import { setupStateSchema } from '@perkdesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/**
 * Screens that change what the menu gating depends on (business type, stores, products, add-on
 * groups) invalidate this key so the locks follow at once.
 */
export const SETUP_STATE_QUERY_KEY = ['merchants', 'setup-state'] as const;

export const setupStateQuery = queryOptions({
  queryKey: SETUP_STATE_QUERY_KEY,
  // Silent: a failure only leaves the menu ungated (see menu-gating.ts); no toast on every page.
  queryFn: async ({ signal }) =>
    setupStateSchema.parse(await apiFetch<unknown>('/api/merchants/setup-state', { silent: true, signal })),
  staleTime: 60_000,
});

export function useSetupState() {
  return useQuery(setupStateQuery);
}
