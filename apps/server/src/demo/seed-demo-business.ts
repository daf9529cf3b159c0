import {
  type DeliveryRuleInput,
  deliveryRuleInputSchema,
  type StoreInput,
  storeInputSchema,
} from '@perkdesk/contracts';
import { CANADA_TAX_RATES, checkDeliveryRules, defaultTaxes, toCents } from '@perkdesk/domain';
import type { Executor } from '../db/client';
import { newId } from '../lib/ids';
import { insertRule } from '../modules/delivery-rules/delivery-rules.public';
import { zoneOfLocation } from '../modules/geo/zone-of-location';
import { updateMerchant } from '../modules/merchants/merchants.public';
import { insertStore } from '../modules/stores/stores.public';

const HOURS = [
  ...(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'] as const).map((day) => ({
    day,
    fromTime: '07:00',
    toTime: '19:00',
  })),
  { day: 'SATURDAY', fromTime: '08:00', toTime: '18:00' },
  { day: 'SUNDAY', fromTime: '09:00', toTime: '17:00' },
] as const;

const SERVE_OPTIONS = ['PICKUP', 'DINE_IN', 'DELIVERY'] as const;

/** Two at one distance (minimum 0, and free delivery from $30), one further out. */
const RULES = [
  { name: 'Nearby', distance: 3, price: 3.99, minAmount: 0 },
  { name: 'Nearby, free over $30', distance: 3, price: 0, minAmount: 30 },
  { name: 'Across town', distance: 8, price: 6.99, minAmount: 0 },
];

const TORONTO = {
  streetNumber: '100',
  streetName: 'Queen Street West',
  city: 'Toronto',
  province: 'ON',
  country: 'CA',
  postalCode: 'M5H 2N2',
  location: { coordinates: [-79.3839, 43.6534] },
};

const MONTREAL = {
  streetNumber: '275',
  streetName: 'Rue Notre-Dame Est',
  city: 'Montréal',
  province: 'QC',
  country: 'CA',
  postalCode: 'H2Y 1C6',
  location: { coordinates: [-73.5542, 45.5088] },
};

const taxIdsAt = (address: { country: string; province: string; city: string }) =>
  defaultTaxes(CANADA_TAX_RATES, address).map((tax) => tax.id);

/** Passed through the contract schemas, so the demo data obeys the rules a client meets. */
const STORES: { store: StoreInput; rules: DeliveryRuleInput[] }[] = [
  {
    name: 'Demo Café Queen West',
    phone: '+14165550199',
    email: 'queenwest@perkdesk.local',
    address: TORONTO,
  },
  {
    name: 'Demo Café Vieux-Montréal',
    phone: '+15145550123',
    email: 'montreal@perkdesk.local',
    address: MONTREAL,
  },
].map((store) => ({
  store: storeInputSchema.parse({
    ...store,
    description: 'Espresso, pastries baked every morning, and lunch to go.',
    operationTime: HOURS,
    serveOptions: SERVE_OPTIONS,
    taxConfigIds: taxIdsAt(store.address),
  }),
  rules: RULES.map((rule) => deliveryRuleInputSchema.parse(rule)),
}));

/**
 * The demo merchant's business: type and lines from the client catalogue, a full profile, and
 * two ACTIVE stores in different provinces (Ontario: HST 13; Quebec: GST + QST) with opening
 * hours and three delivery rules each.
 */
export async function seedDemoBusiness(
  tx: Executor,
  merchantId: string,
  now: Date,
): Promise<{ storeIds: string[] }> {
  await updateMerchant(tx, merchantId, {
    description: 'A neighbourhood café and bakery: espresso, fresh bread and pastries, and lunch.',
    phone: '+14165550199',
    email: 'hello@perkdesk.local',
    website: 'https://perkdesk.local',
    businessType: 'Food/Beverage',
    businessLines: ['Coffee Shop', 'Bakery'],
    address: STORES[0]!.store.address,
    operationTime: [...HOURS],
    serveOptions: [...SERVE_OPTIONS],
    taxConfigIds: STORES[0]!.store.taxConfigIds,
    updatedAt: now,
  });
  const storeIds: string[] = [];
  for (const { store, rules } of STORES) {
    const storeId = newId();
    storeIds.push(storeId);
    const [lng, lat] = store.address.location.coordinates;
    await insertStore(tx, {
      id: storeId,
      merchantId,
      name: store.name,
      description: store.description,
      phone: store.phone,
      email: store.email,
      address: store.address,
      latitude: lat,
      longitude: lng,
      timeZone: zoneOfLocation(lat, lng),
      operationTime: store.operationTime ?? [],
      serveOptions: store.serveOptions,
      taxConfigIds: store.taxConfigIds,
      status: 'ACTIVE',
      createdAt: now,
      updatedAt: now,
    });
    const rows = rules.map((rule) => ({
      id: newId(),
      storeId,
      merchantId,
      name: rule.name,
      distance: rule.distance,
      priceCents: toCents(rule.price),
      minAmountCents: toCents(rule.minAmount),
      status: 'ACTIVE' as const,
      createdAt: now,
      updatedAt: now,
    }));
    if (checkDeliveryRules(rows)) throw new Error('demo delivery rules break the checks');
    for (const row of rows) await insertRule(tx, row);
  }
  return { storeIds };
}
