import { z } from 'zod';

const coordinate = (label: string, limit: number) => {
  const message = `${label} must be a number from -${limit} to ${limit}.`;
  return z.coerce.number({ error: message }).min(-limit, message).max(limit, message);
};

/** GET /api/timezone?lat&lng */
export const timeZoneQuerySchema = z.object({ lat: coordinate('lat', 90), lng: coordinate('lng', 180) });

export const GEOCODE_QUERY_MESSAGE = 'The search text must be 1 to 200 characters.';

/** GET /api/geocode?q= */
export const geocodeQuerySchema = z.object({
  q: z
    .string({ error: GEOCODE_QUERY_MESSAGE })
    .trim()
    .min(1, GEOCODE_QUERY_MESSAGE)
    .max(200, GEOCODE_QUERY_MESSAGE),
});

export const geocodeResultSchema = z.object({ label: z.string(), lat: z.number(), lng: z.number() });
export type GeocodeResult = z.infer<typeof geocodeResultSchema>;

/** Without a configured geocoder the answer is `{configured:false, results:[]}`: the map still works by hand. */
export const geocodeResponseSchema = z.object({
  configured: z.boolean(),
  results: z.array(geocodeResultSchema),
});
export type GeocodeResponse = z.infer<typeof geocodeResponseSchema>;

/** GET /api/client-config: what the web app may use. Null where nothing is configured. */
export const clientConfigSchema = z.object({
  mapTileUrl: z.string().nullable(),
  mapAttribution: z.string().nullable(),
  geocoderConfigured: z.boolean(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
