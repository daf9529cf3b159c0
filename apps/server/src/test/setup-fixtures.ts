import { CANADA_TAX_RATES } from '@perkdesk/domain';
import type { TestApp } from './test-app';

const taxId = (province: string | null, taxType: string) => {
  const rate = CANADA_TAX_RATES.find((tax) => tax.province === province && tax.taxType === taxType);
  if (!rate) throw new Error(`no seeded ${taxType} for ${province}`);
  return rate.id;
};

/** Seeded tax ids the tests use. */
export const TAX = {
  canadaGst: taxId(null, 'GST'),
  ontarioHst: taxId('Ontario', 'HST'),
  quebecGst: taxId('Quebec', 'GST'),
  quebecQst: taxId('Quebec', 'QST'),
  bcGst: taxId('British Columbia', 'GST'),
  bcPst: taxId('British Columbia', 'PST'),
};

/** Toronto City Hall and Vancouver City Hall. */
export const TORONTO = { lat: 43.6534, lng: -79.3839 };
export const VANCOUVER = { lat: 49.2609, lng: -123.1139 };

export const torontoAddress = (location: unknown = { coordinates: [TORONTO.lng, TORONTO.lat] }) => ({
  streetNumber: '100',
  streetName: 'Queen Street West',
  city: 'Toronto',
  province: 'ON',
  country: 'CA',
  postalCode: 'M5H 2N2',
  location,
});

/** A valid store body; `patch` replaces top-level fields. */
export const storeBody = (patch: Record<string, unknown> = {}) => ({
  name: 'Queen West',
  description: 'Our first café',
  phone: '+14165550199',
  email: 'queen@example.com',
  address: torontoAddress(),
  operationTime: [{ day: 'MONDAY', fromTime: '08:00', toTime: '18:00' }],
  serveOptions: ['PICKUP', 'DELIVERY'],
  taxConfigIds: [TAX.ontarioHst],
  ...patch,
});

export async function createStore(
  t: TestApp,
  headers: Record<string, string>,
  patch: Record<string, unknown> = {},
) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/merchant-stores',
    headers,
    payload: storeBody(patch),
  });
  if (response.statusCode !== 200) throw new Error(`store not created: ${response.body}`);
  return response.json() as { id: string; [key: string]: unknown };
}

export const ruleBody = (patch: Record<string, unknown> = {}) => ({
  name: 'Nearby',
  distance: 3,
  price: 3.99,
  minAmount: 0,
  ...patch,
});

export async function createRule(
  t: TestApp,
  headers: Record<string, string>,
  storeId: string,
  patch: Record<string, unknown> = {},
) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/merchant-stores/${storeId}/delivery-rules`,
    headers,
    payload: ruleBody(patch),
  });
  if (response.statusCode !== 200) throw new Error(`rule not created: ${response.body}`);
  return response.json() as { id: string; [key: string]: unknown };
}
