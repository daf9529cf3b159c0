import type { GeocodeResult } from '@perkdesk/contracts';

/** Address search for the store location map (ports and adapters: a real service or none). */
export interface GeocoderPort {
  /** False for the offline adapter: the web app then lets the merchant place the pin by hand. */
  readonly configured: boolean;
  search(query: string): Promise<GeocodeResult[]>;
}

/** The offline adapter: no geocoder is configured, so a search finds nothing. */
export const notConfiguredGeocoder: GeocoderPort = {
  configured: false,
  search: async () => [],
};
