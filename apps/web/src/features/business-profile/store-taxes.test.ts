import { type Store, storeInputSchema } from '@perkdesk/contracts';
import { describe, expect, it } from 'vitest';
import { storeWithTaxes } from './store-taxes';

const store: Store = {
  id: '20000000000000000001',
  merchantId: '10000000000000000001',
  name: "Rosa's Bakery",
  description: null,
  phone: '+14165550199',
  email: null,
  address: {
    streetNumber: '120',
    unit: null,
    streetName: 'Queen Street West',
    city: 'Toronto',
    province: 'Ontario',
    country: 'Canada',
    postalCode: 'M5H 2N2',
    location: { type: 'Point', coordinates: [-79.38, 43.65], x: -79.38, y: 43.65 },
  },
  timeZone: { zoneName: 'America/Toronto', abbreviation: 'EST', gmtOffset: -18000, dst: false },
  operationTime: [{ day: 'MONDAY', fromTime: '08:00', toTime: '18:00' }],
  serveOptions: ['PICKUP'],
  taxConfigIds: ['30000000000000000001'],
  images: [],
  status: 'ACTIVE',
  createdAt: '2026-01-05T10:00:00.000Z',
  lastUpdatedAt: '2026-01-05T10:00:00.000Z',
};

describe('storeWithTaxes', () => {
  it('is the full store body the PUT accepts, with the new taxes', () => {
    const body = storeWithTaxes(store, ['30000000000000000002', '30000000000000000003']);
    const parsed = storeInputSchema.parse(body);
    expect(parsed.taxConfigIds).toEqual(['30000000000000000002', '30000000000000000003']);
    expect(parsed.name).toBe(store.name);
    expect(parsed.timeZone).toBe('America/Toronto');
    expect(parsed.operationTime).toEqual(store.operationTime);
  });
});
