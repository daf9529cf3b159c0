import { describe, expect, it } from 'vitest';
import { roundCoordinates, wrapLongitude } from './map-defaults';

describe('map coordinates', () => {
  it('rounds to 6 decimals', () => {
    expect(roundCoordinates([-79.34701549, 43.651070123])).toEqual([-79.347015, 43.65107]);
  });

  it.each([
    [-79.3, -79.3],
    [280.7, -79.3],
    [-440.7, -80.7],
    [180, -180],
  ])('wraps longitude %d to %d', (input, expected) => {
    expect(wrapLongitude(input)).toBeCloseTo(expected, 6);
  });
});
