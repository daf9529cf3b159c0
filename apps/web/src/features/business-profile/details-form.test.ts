import { merchantProfileUpdateSchema, storeAddressSchema } from '@perkdesk/contracts';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCATION, detailsFormSchema, toDetailsFormValues, toDetailsUpdate } from './details-form';
import { profileFixture } from './testing/profile-fixture';

const address = {
  streetNumber: '120',
  unit: '',
  streetName: 'Queen Street West',
  city: 'Toronto',
  province: 'Ontario',
  postalCode: 'M5H 2N2',
  country: 'Canada',
};
const valid = {
  address,
  latitude: 43.6534,
  longitude: -79.3839,
  operationTime: [{ day: 'MONDAY', fromTime: '09:00', toTime: '17:00' }],
  serveOptions: ['PICKUP', 'DINE_IN'],
};

const firstMessage = (values: unknown) => {
  const result = detailsFormSchema.safeParse(values);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('details form', () => {
  it('starts a new merchant in Canada, open 08:00–18:00 every day, for pick-up, with no point', () => {
    const values = toDetailsFormValues(profileFixture());
    expect(values.address.country).toBe('Canada');
    expect(values.latitude).toBe('');
    expect(values.operationTime).toHaveLength(7);
    expect(values.operationTime?.[0]).toEqual({ day: 'MONDAY', fromTime: '08:00', toTime: '18:00' });
    expect(values.serveOptions).toEqual(['PICKUP']);
  });

  it('reads a saved address back, its point from x (lng) and y (lat)', () => {
    const location = {
      type: 'Point' as const,
      coordinates: [-79.38, 43.65] as [number, number],
      x: -79.38,
      y: 43.65,
    };
    const values = toDetailsFormValues(
      profileFixture({
        address: { ...address, unit: null, location },
        operationTime: [],
        serveOptions: ['DELIVERY'],
      }),
    );
    expect(values.address.unit).toBe('');
    expect([values.latitude, values.longitude]).toEqual([43.65, -79.38]);
    // Saved "always open" stays so rather than becoming the default hours.
    expect(values.operationTime).toEqual([]);
    expect(values.serveOptions).toEqual(['DELIVERY']);
  });

  it('sends the point as GeoJSON [lng, lat], accepted as a store address', () => {
    const update = toDetailsUpdate(detailsFormSchema.parse(valid));
    expect(update.address.location).toEqual({ type: 'Point', coordinates: [-79.3839, 43.6534] });
    expect(update.address.unit).toBeNull();
    expect(merchantProfileUpdateSchema.safeParse(update).success).toBe(true);
    expect(storeAddressSchema.safeParse(update.address).success).toBe(true);
  });

  it('needs the point, a full address and a serve option, with the contract messages', () => {
    expect(firstMessage({ ...valid, latitude: '' })).toBe('Latitude must be -90 to 90.');
    expect(firstMessage({ ...valid, latitude: 91 })).toBe('Latitude must be -90 to 90.');
    expect(firstMessage({ ...valid, longitude: -181 })).toBe('Longitude must be -180 to 180.');
    expect(firstMessage({ ...valid, serveOptions: [] })).toBe('At least one serve option is required.');
    expect(firstMessage({ ...valid, address: { ...address, city: 'T' } })).toBe(
      'City must be 2 to 100 characters.',
    );
    expect(firstMessage({ ...valid, address: { ...address, postalCode: '' } })).toBe(
      'Postal code must be 3 to 10 characters.',
    );
    expect(firstMessage(valid)).toBeNull();
  });

  it('uses spec 2 §3 default map location', () => {
    expect(DEFAULT_LOCATION).toEqual({ lat: 43.65107, lng: -79.347015 });
  });
});
