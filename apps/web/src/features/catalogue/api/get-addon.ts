import { addonSchema } from '@perkdesk/contracts';
import { useQueries, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { catalogueKeys } from './catalogue-keys';

/** GET /api/addons/{id}: one add-on, deleted ones included (contract §1 soft deletes). */
export function getAddon(id: string, signal?: AbortSignal) {
  return apiFetch(`/api/addons/${encodeURIComponent(id)}`, { schema: addonSchema, signal });
}

const addonQuery = (id: string) => ({
  queryKey: catalogueKeys.addon(id),
  queryFn: ({ signal }: { signal: AbortSignal }) => getAddon(id, signal),
});

/** An add-on that is not in the list (a link to a deleted one) is asked for on its own. */
export function useAddon(id: string | null, enabled = true) {
  return useQuery({ ...addonQuery(id ?? ''), enabled: enabled && id !== null });
}

/** Several add-ons by id: the members of a group that the list no longer holds (deleted). */
export function useAddonsById(ids: readonly string[]) {
  return useQueries({ queries: ids.map(addonQuery) });
}
