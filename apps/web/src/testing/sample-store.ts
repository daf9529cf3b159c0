import type { Store } from '@perkdesk/contracts';

/** A store in Toronto, as GET /api/merchant-stores answers it. */
export function sampleStore(overrides: Partial<Store> = {}): Store {
  return {
    id: '90000000000000000001',
    merchantId: '20000000000000000001',
    name: 'Queen West',
    description: null,
    phone: null,
    email: null,
    address: {
      streetNumber: '100',
      streetName: 'Queen Street West',
      city: 'Toronto',
      province: 'ON',
      country: 'CA',
      postalCode: 'M5H 2N2',
    },
    timeZone: { zoneName: 'America/Toronto', abbreviation: 'EST', gmtOffset: -18000, dst: false },
    operationTime: [],
    serveOptions: ['PICKUP', 'DINE_IN', 'DELIVERY'],
    taxConfigIds: [],
    images: [],
    status: 'ACTIVE',
    createdAt: '2026-01-01T00:00:00.000Z',
    lastUpdatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
