import type { GeocodeResult } from '@perkdesk/contracts';
import { AppError } from '../../lib/app-error';
import type { GeocoderPort } from './geocoder-port';

const TIMEOUT_MS = 5000;
const MAX_RESULTS = 5;

interface NominatimPlace {
  display_name?: unknown;
  lat?: unknown;
  lon?: unknown;
}

/**
 * A Nominatim-compatible HTTP geocoder (Nominatim itself, Photon's Nominatim mode, LocationIQ…):
 * `GET {base}/search?q=…&format=jsonv2&limit=5`. A failure is a 502 PROVIDER_ERROR with a
 * plain message; the provider's own body is never passed on.
 */
export function createNominatimGeocoder(options: {
  baseUrl: string;
  userAgent: string;
  fetch?: typeof fetch;
}): GeocoderPort {
  const doFetch = options.fetch ?? fetch;
  const searchUrl = new URL(
    'search',
    options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`,
  );
  return {
    configured: true,
    async search(query) {
      const url = new URL(searchUrl);
      url.searchParams.set('q', query);
      url.searchParams.set('format', 'jsonv2');
      url.searchParams.set('limit', String(MAX_RESULTS));
      let places: unknown;
      try {
        const response = await doFetch(url, {
          headers: { accept: 'application/json', 'user-agent': options.userAgent },
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        if (!response.ok) throw new Error(`status ${response.status}`);
        places = await response.json();
      } catch {
        throw new AppError('PROVIDER_ERROR', 'The address search service did not answer. Try again later.');
      }
      return Array.isArray(places) ? places.flatMap(toResult).slice(0, MAX_RESULTS) : [];
    },
  };
}

function toResult(place: NominatimPlace): GeocodeResult[] {
  const lat = Number(place.lat);
  const lng = Number(place.lon);
  if (typeof place.display_name !== 'string' || !Number.isFinite(lat) || !Number.isFinite(lng)) return [];
  return [{ label: place.display_name, lat, lng }];
}
