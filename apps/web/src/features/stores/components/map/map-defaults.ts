/** Where a store's map opens before a pin is placed (spec 2 §3): [lng, lat]. */
export const DEFAULT_COORDINATES: [number, number] = [-79.347015, 43.65107];
export const DEFAULT_ZOOM = 12;
export const PIN_ZOOM = 16;

export type LngLat = [number, number];

/** Coordinates as stored: 6 decimals, about 10 cm, more than a pin dropped by hand can mean. */
export function roundCoordinates([lng, lat]: LngLat): LngLat {
  return [Math.round(lng * 1e6) / 1e6, Math.round(lat * 1e6) / 1e6];
}

/** Leaflet's longitudes run past ±180 after panning across the date line; the contract's do not. */
export function wrapLongitude(lng: number): number {
  return ((((lng + 180) % 360) + 360) % 360) - 180;
}
