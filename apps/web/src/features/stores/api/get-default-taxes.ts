import { taxConfigSchema } from '@perkdesk/contracts';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';

export interface AddressPlace {
  country: string;
  province?: string | null;
  city?: string | null;
}

/** GET /api/tax-config/default: the default taxes of an address (contract §4 Taxes). */
export function getDefaultTaxes(place: AddressPlace, signal?: AbortSignal) {
  const query = new URLSearchParams({ country: place.country });
  if (place.province) query.set('province', place.province);
  if (place.city) query.set('city', place.city);
  return apiFetch(`/api/tax-config/default?${query}`, {
    schema: z.array(taxConfigSchema),
    signal,
    silent: true,
  });
}
