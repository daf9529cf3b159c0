import { type DefaultTaxQuery, taxConfigSchema } from '@perkdesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';

type Place = Pick<DefaultTaxQuery, 'country' | 'province' | 'city'>;

/** The default tax set for an address (contract §4): the most specific level that matches. */
export function getDefaultTaxes(place: Place, signal?: AbortSignal) {
  const query = new URLSearchParams({ country: place.country });
  if (place.province) query.set('province', place.province);
  if (place.city) query.set('city', place.city);
  return apiFetch(`/api/tax-config/default?${query}`, { schema: z.array(taxConfigSchema), signal });
}

export const defaultTaxesQuery = (place: Place) =>
  queryOptions({
    queryKey: ['tax-config', 'default', place.country, place.province ?? null, place.city ?? null],
    queryFn: ({ signal }) => getDefaultTaxes(place, signal),
    staleTime: 10 * 60_000,
  });

/** Runs only once there is an address to ask about. */
export function useDefaultTaxes(place: Place | null) {
  return useQuery({
    ...defaultTaxesQuery(place ?? { country: '' }),
    enabled: place !== null,
  });
}
