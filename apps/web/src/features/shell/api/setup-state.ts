import { setupStateSchema } from '@perkdesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { SETUP_STATE_QUERY_KEY } from '../../../lib/query-keys';

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
