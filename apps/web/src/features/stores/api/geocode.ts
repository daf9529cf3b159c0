import { geocodeResponseSchema } from '@perkdesk/contracts';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/geocode?q=: places matching an address; `configured:false` when no geocoder is set up. */
export function geocode(q: string) {
  return apiFetch(`/api/geocode?${new URLSearchParams({ q })}`, { schema: geocodeResponseSchema });
}
