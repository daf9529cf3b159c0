import { holidaysSchema } from '@perkdesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { socialKeys } from './social-keys';

/** GET /api/social/holidays?storeId: the coming year's holidays in the store's country and province. */
export function listHolidays(storeId: string, signal?: AbortSignal) {
  return apiFetch(`/api/social/holidays?storeId=${encodeURIComponent(storeId)}`, {
    schema: holidaysSchema,
    signal,
  });
}

export function useHolidays(storeId: string | null) {
  return useQuery({
    queryKey: socialKeys.holidays(storeId ?? ''),
    queryFn: ({ signal }) => listHolidays(storeId ?? '', signal),
    enabled: Boolean(storeId),
    staleTime: 60 * 60_000,
  });
}
