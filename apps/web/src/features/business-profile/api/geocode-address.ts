import { geocodeResponseSchema } from '@perkdesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** Address search through the server's geocoder; run on demand, so a mutation rather than a query. */
export function geocodeAddress(text: string) {
  return apiFetch(`/api/geocode?${new URLSearchParams({ q: text })}`, { schema: geocodeResponseSchema });
}

export function useGeocodeAddress() {
  return useMutation({ mutationFn: geocodeAddress });
}
