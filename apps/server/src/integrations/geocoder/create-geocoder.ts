import type { Config } from '../../config';
import { type GeocoderPort, notConfiguredGeocoder } from './geocoder-port';
import { createNominatimGeocoder } from './nominatim-geocoder';

/** The Nominatim-compatible adapter when GEOCODER_URL is set, otherwise the "not configured" one. */
export function createGeocoder(config: Config): GeocoderPort {
  if (!config.geocoderUrl) return notConfiguredGeocoder;
  return createNominatimGeocoder({
    baseUrl: config.geocoderUrl,
    // Nominatim's usage policy asks every application to identify itself.
    userAgent: `Perkdesk (${config.appOrigin})`,
  });
}
