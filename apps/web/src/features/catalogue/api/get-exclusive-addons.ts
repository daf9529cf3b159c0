import { useQueries } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { catalogueKeys } from './catalogue-keys';

/**
 * GET /api/addon-groups/{id}/exclusive-addons (contract §5): the ids of the add-ons whose only
 * group this is; deleting the group makes them INACTIVE, so the delete warning lists them.
 */
export function getExclusiveAddons(groupId: string, signal?: AbortSignal) {
  return apiFetch(`/api/addon-groups/${encodeURIComponent(groupId)}/exclusive-addons`, {
    schema: z.array(z.string()),
    signal,
  });
}

/** The exclusive add-ons of each group about to be deleted; always asked afresh. */
export function useExclusiveAddons(groupIds: readonly string[]) {
  return useQueries({
    queries: groupIds.map((id) => ({
      queryKey: catalogueKeys.exclusiveAddons(id),
      queryFn: ({ signal }: { signal: AbortSignal }) => getExclusiveAddons(id, signal),
      staleTime: 0,
      gcTime: 0,
    })),
  });
}
