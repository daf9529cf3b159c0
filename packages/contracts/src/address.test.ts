import { describe, expect, it } from 'vitest';
import { addressSchema, LOCATION_MESSAGE } from './address';
import { toViolations } from './errors';

const base = {
  streetNumber: ' 12 ',
  streetName: 'King Street',
  city: 'Toronto',
  province: 'ON',
  country: 'CA',
  postalCode: 'M5H 1A1',
};

describe('addressSchema', () => {
  it('normalises either point form to carry both', () => {
    const both = { type: 'Point', coordinates: [-79.38, 43.65], x: -79.38, y: 43.65 };
    expect(addressSchema.parse({ ...base, location: { coordinates: [-79.38, 43.65] } }).location).toEqual(
      both,
    );
    expect(addressSchema.parse({ ...base, location: { x: -79.38, y: 43.65 } }).location).toEqual(both);
  });

  it('trims, and reads "" in unit as null', () => {
    const address = addressSchema.parse({ ...base, unit: ' ' });
    expect(address.streetNumber).toBe('12');
    expect(address.unit).toBeNull();
  });

  it('refuses a point without coordinates, and coordinates out of range', () => {
    const missing = addressSchema.safeParse({ ...base, location: { type: 'Point' } });
    expect(toViolations(missing.error!.issues)).toEqual([{ field: 'location', message: LOCATION_MESSAGE }]);
    const outOfRange = addressSchema.safeParse({ ...base, location: { coordinates: [200, 43] } });
    expect(toViolations(outOfRange.error!.issues)).toEqual([
      { field: 'location.coordinates[0]', message: 'Longitude must be -180 to 180.' },
    ]);
  });
});
