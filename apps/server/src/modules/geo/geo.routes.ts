import {
  clientConfigSchema,
  geocodeQuerySchema,
  geocodeResponseSchema,
  timeZoneQuerySchema,
  timeZoneSchema,
} from '@perkdesk/contracts';
import { timeZoneAt } from '@perkdesk/domain';
import type { AppInstance } from '../../app-instance';
import type { Config } from '../../config';
import type { GeocoderPort } from '../../integrations/geocoder/geocoder-port';
import type { Clock } from '../../lib/clock';
import { zoneOfLocation } from './zone-of-location';

/** Time zone by coordinates, address search, and what the web app may use of maps. */
export function geoRoutes(app: AppInstance, deps: { config: Config; geocoder: GeocoderPort; clock: Clock }) {
  const { config, geocoder, clock } = deps;

  app.get(
    '/api/timezone',
    {
      config: { access: 'any' },
      schema: {
        operationId: 'getTimezone',
        summary: 'Find the time zone of a location',
        querystring: timeZoneQuerySchema,
        response: { 200: timeZoneSchema },
      },
    },
    (request) => timeZoneAt(zoneOfLocation(request.query.lat, request.query.lng), clock.now()),
  );

  app.get(
    '/api/geocode',
    {
      config: { access: 'merchant' },
      schema: {
        operationId: 'geocodeAddress',
        summary: 'Find the location of an address',
        errors: [502],
        querystring: geocodeQuerySchema,
        response: { 200: geocodeResponseSchema },
      },
    },
    async (request) => ({
      configured: geocoder.configured,
      results: await geocoder.search(request.query.q),
    }),
  );

  app.get(
    '/api/client-config',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getClientConfig',
        summary: 'Get the map settings clients need',
        response: { 200: clientConfigSchema },
      },
    },
    () => ({
      mapTileUrl: config.mapTileUrl,
      mapAttribution: config.mapAttribution,
      geocoderConfigured: geocoder.configured,
    }),
  );
}

/**
 * The CSP `img-src` source for a tile URL template: its origin, with a leading `{s}.`
 * subdomain placeholder as a wildcard; any other placeholder in the host widens it to the scheme.
 */
export function tileImageSource(template: string): string {
  const match = /^(https?:)\/\/([^/]+)/.exec(template);
  if (!match) return "'self'";
  const host = match[2]!.replace(/^\{[^}]+\}\./, '*.');
  return host.includes('{') ? match[1]! : `${match[1]}//${host}`;
}
