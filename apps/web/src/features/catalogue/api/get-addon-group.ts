import { addonGroupSchema } from '@perkdesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { catalogueKeys } from './catalogue-keys';

/** GET /api/addon-groups/{id}: one group, deleted ones included (contract §1 soft deletes). */
export function getAddonGroup(id: string, signal?: AbortSignal) {
  return apiFetch(`/api/addon-groups/${encodeURIComponent(id)}`, { schema: addonGroupSchema, signal });
}

/** A group that is not in the list (a link to a deleted one) is asked for on its own. */
export function useAddonGroup(id: string | null, enabled = true) {
  return useQuery({
    queryKey: catalogueKeys.addonGroup(id ?? ''),
    queryFn: ({ signal }) => getAddonGroup(id ?? '', signal),
    enabled: enabled && id !== null,
  });
}
