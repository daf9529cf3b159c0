/** A point on the Earth, in degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

/**
 * The Earth's mean radius in km. The contract says only "great-circle" (§4 Stores, §9 Delivery at
 * confirm); this is the usual radius for the haversine formula.
 */
export const EARTH_RADIUS_KM = 6371;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance in km by the haversine formula, unrounded. */
export function haversineKm(from: LatLng, to: LatLng): number {
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  // min(1, …) keeps rounding error from pushing asin out of its domain for antipodal points.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The great-circle distance in km with 2 decimals, as the contract gives distances (§4 Stores
 * `locations`; §9 Delivery at confirm): the haversine distance rounded half-up to 0.01 km.
 */
export function greatCircleDistanceKm(from: LatLng, to: LatLng): number {
  return Math.round(haversineKm(from, to) * 100) / 100;
}
