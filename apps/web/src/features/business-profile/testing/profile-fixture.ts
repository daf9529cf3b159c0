import type { MerchantProfile } from '@perkdesk/contracts';

/** A new merchant's profile (nothing set up yet), with any fields overridden. */
export function profileFixture(overrides: Partial<MerchantProfile> = {}): MerchantProfile {
  return {
    merchantId: '10000000000000000001',
    name: null,
    description: null,
    phone: null,
    email: null,
    website: null,
    businessType: null,
    businessLines: [],
    address: null,
    logoUrl: null,
    imagesUrl: [],
    stores: [],
    paymentCustomerId: null,
    paymentConnected: false,
    socialConnected: false,
    operationTime: null,
    serveOptions: [],
    taxConfigIds: [],
    lastUpdatedAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}
