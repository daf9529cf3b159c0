import { type TaxConfig, type TaxQuery, taxConfigSchema } from '@perkdesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../lib/api-client';

/** A place to narrow the list to; its empty parts are left out. */
export type TaxPlaceQuery = { [K in keyof TaxQuery]?: string | null };

function queryString(place: TaxPlaceQuery = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(place)) if (value?.trim()) query.set(key, value.trim());
  return query.size ? `?${query}` : '';
}

/** GET /api/tax-config[?country&province&city] (contract §4): the taxes that can apply there. */
export function getTaxConfigs(place?: TaxPlaceQuery, signal?: AbortSignal): Promise<TaxConfig[]> {
  return apiFetch(`/api/tax-config${queryString(place)}`, { schema: z.array(taxConfigSchema), signal });
}

export const taxConfigsQuery = (place?: TaxPlaceQuery) =>
  queryOptions({
    queryKey: ['tax-config', queryString(place)],
    queryFn: ({ signal }) => getTaxConfigs(place, signal),
    // Seeded rates change with a release, not while a page is open.
    staleTime: 10 * 60_000,
  });

/** Every tax configuration, to name the chosen ones wherever they are shown. */
export function useAllTaxConfigs() {
  return useQuery(taxConfigsQuery());
}
