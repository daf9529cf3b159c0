import { timeZoneSchema } from '@perkdesk/contracts';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/timezone?lat&lng: the IANA zone of a point, from the server's offline data. */
export function getTimeZone(lat: number, lng: number) {
  return apiFetch(`/api/timezone?${new URLSearchParams({ lat: String(lat), lng: String(lng) })}`, {
    schema: timeZoneSchema,
  });
}
