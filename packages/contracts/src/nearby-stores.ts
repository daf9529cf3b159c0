import { z } from 'zod';
import { storeSchema } from './stores';

export const NEARBY_MESSAGES = {
  latitude: 'latitude must be a number from -90 to 90.',
  longitude: 'longitude must be a number from -180 to 180.',
  distance: 'distance must be more than 0 and at most 100 km.',
} as const;

/** The contract's default and largest search radius, in km (§4 Stores `locations`). */
export const NEARBY_DEFAULT_KM = 10;
export const NEARBY_MAX_KM = 100;

const number = (message: string, min: number, max: number) =>
  z.coerce.number({ error: message }).min(min, message).max(max, message);

/** `GET /api/merchant-stores/locations?latitude&longitude&distance` (public). */
export const nearbyStoresQuerySchema = z.object({
  latitude: number(NEARBY_MESSAGES.latitude, -90, 90),
  longitude: number(NEARBY_MESSAGES.longitude, -180, 180),
  distance: z.coerce
    .number({ error: NEARBY_MESSAGES.distance })
    .gt(0, NEARBY_MESSAGES.distance)
    .max(NEARBY_MAX_KM, NEARBY_MESSAGES.distance)
    .default(NEARBY_DEFAULT_KM),
});
export type NearbyStoresQuery = z.output<typeof nearbyStoresQuerySchema>;

/** A store customers can see, with its great-circle distance (km, 2 decimals) and whether it is open now. */
export const nearbyStoreSchema = storeSchema.extend({ distance: z.number(), isOpenNow: z.boolean() });
export type NearbyStore = z.infer<typeof nearbyStoreSchema>;
