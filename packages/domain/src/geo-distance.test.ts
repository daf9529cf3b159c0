import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_KM, greatCircleDistanceKm, haversineKm } from './geo-distance';

const toronto = { lat: 43.6534, lng: -79.3839 };
const montreal = { lat: 45.5019, lng: -73.5674 };

describe('greatCircleDistanceKm', () => {
  it.each([
    ['the same point', toronto, toronto, 0],
    ['one degree along a meridian', { lat: 0, lng: 0 }, { lat: 1, lng: 0 }, 111.19],
    ['one degree along the equator', { lat: 0, lng: 10 }, { lat: 0, lng: 11 }, 111.19],
    ['across the antimeridian', { lat: 0, lng: 179.5 }, { lat: 0, lng: -179.5 }, 111.19],
    ['antipodes (half the circumference)', { lat: 0, lng: 0 }, { lat: 0, lng: 180 }, 20015.09],
    ['pole to pole', { lat: 90, lng: 0 }, { lat: -90, lng: 0 }, 20015.09],
    ['Toronto to Montreal (504.3039… by an independent haversine)', toronto, montreal, 504.3],
  ])('%s → %s km', (_name, from, to, km) => expect(greatCircleDistanceKm(from, to)).toBe(km));

  it('is symmetric', () => {
    expect(greatCircleDistanceKm(montreal, toronto)).toBe(greatCircleDistanceKm(toronto, montreal));
  });

  it('rounds half-up to 2 decimals (0.01 km)', () => {
    // 0.005 km east along the equator is 0.00449… of a degree of longitude.
    const degreesFor = (km: number) => (km / EARTH_RADIUS_KM) * (180 / Math.PI);
    const at = (km: number) => greatCircleDistanceKm({ lat: 0, lng: 0 }, { lat: 0, lng: degreesFor(km) });
    expect(at(1.004)).toBe(1);
    expect(at(1.0051)).toBe(1.01);
    expect(at(2.999)).toBe(3);
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 0, lng: degreesFor(2.999) })).toBeCloseTo(2.999, 9);
  });
});
