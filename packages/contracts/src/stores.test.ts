import { AMOUNT_DECIMALS_MESSAGE } from '@perkdesk/domain';
import { describe, expect, it } from 'vitest';
import { LOCATION_REQUIRED_MESSAGE } from './address';
import { deliveryPriceRequestSchema, deliveryRuleInputSchema } from './delivery-rules';
import { toViolations } from './errors';
import { deleteImagesSchema, merchantProfileUpdateSchema } from './merchant-profile';
import { STORE_MESSAGES, storeInputSchema } from './stores';
import { TIME_WINDOW_MESSAGES } from './time';

const address = {
  streetNumber: '100',
  streetName: 'Queen Street West',
  city: 'Toronto',
  province: 'ON',
  country: 'CA',
  postalCode: 'M5H 2N2',
  location: { coordinates: [-79.3839, 43.6534] },
};
const store = {
  name: 'Queen West',
  address,
  serveOptions: ['PICKUP'],
  taxConfigIds: ['10000000000000000002'],
};
const violations = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  toViolations(result.error?.issues ?? []);

describe('storeInputSchema', () => {
  it('puts +1 before a short phone, reads a TimeZone object by its name and "" as null', () => {
    const parsed = storeInputSchema.parse({
      ...store,
      phone: '4165550199',
      timeZone: { zoneName: 'America/Toronto', gmtOffset: 1 },
      description: '',
    });
    expect(parsed).toMatchObject({ phone: '+14165550199', timeZone: 'America/Toronto', description: null });
  });

  it.each([
    [
      'a missing location',
      { address: { ...address, location: undefined } },
      'address.location',
      LOCATION_REQUIRED_MESSAGE,
    ],
    ['no taxes', { taxConfigIds: [] }, 'taxConfigIds', STORE_MESSAGES.taxRequired],
    ['no serve option', { serveOptions: [] }, 'serveOptions', STORE_MESSAGES.serveOptions],
    ['an unknown zone', { timeZone: 'Mars/Base' }, 'timeZone', STORE_MESSAGES.timeZone],
    ['a short name', { name: 'ab' }, 'name', 'Name must be 3 to 35 characters.'],
    [
      'a window across midnight',
      { operationTime: [{ day: 'FRIDAY', fromTime: '22:00', toTime: '02:00' }] },
      'operationTime[0].toTime',
      TIME_WINDOW_MESSAGES.order,
    ],
    [
      'a bad day',
      { operationTime: [{ day: 'FUNDAY', fromTime: '08:00', toTime: '09:00' }] },
      'operationTime[0].day',
      TIME_WINDOW_MESSAGES.day,
    ],
    [
      'a bad time',
      { operationTime: [{ day: 'MONDAY', fromTime: '8:00', toTime: '09:00' }] },
      'operationTime[0].fromTime',
      TIME_WINDOW_MESSAGES.time,
    ],
  ])('refuses %s', (_name, patch, field, message) => {
    expect(violations(storeInputSchema.safeParse({ ...store, ...patch }))).toContainEqual({ field, message });
  });
});

describe('money inputs', () => {
  it('accept two decimals and refuse three', () => {
    const rule = { name: 'Near', distance: 3, price: 3.99, minAmount: 0 };
    expect(deliveryRuleInputSchema.safeParse(rule).success).toBe(true);
    expect(violations(deliveryRuleInputSchema.safeParse({ ...rule, price: 3.999 }))).toEqual([
      { field: 'price', message: AMOUNT_DECIMALS_MESSAGE },
    ]);
    expect(violations(deliveryPriceRequestSchema.safeParse({ totalAmount: 10.001, distance: 1 }))).toEqual([
      { field: 'totalAmount', message: AMOUNT_DECIMALS_MESSAGE },
    ]);
  });
});

describe('merchantProfileUpdateSchema', () => {
  it('is partial: absent fields stay absent, "" clears', () => {
    expect(merchantProfileUpdateSchema.parse({ name: 'Corner Café' })).toEqual({ name: 'Corner Café' });
    expect(merchantProfileUpdateSchema.parse({ website: '' })).toEqual({ website: null });
  });

  it('limits business lines to 20 of 1–60 characters', () => {
    const lines = Array.from({ length: 21 }, (_, i) => `Line ${i}`);
    expect(violations(merchantProfileUpdateSchema.safeParse({ businessLines: lines }))[0]?.field).toBe(
      'businessLines',
    );
    expect(violations(merchantProfileUpdateSchema.safeParse({ businessLines: ['x'.repeat(61)] }))).toEqual([
      { field: 'businessLines[0]', message: 'Each business line must be 1 to 60 characters.' },
    ]);
  });
});

describe('deleteImagesSchema', () => {
  it('takes a list, one URL, comma-separated URLs or a JSON list', () => {
    expect(deleteImagesSchema.parse({ urls: ['a'] }).urls).toEqual(['a']);
    expect(deleteImagesSchema.parse({ urls: 'a, b' }).urls).toEqual(['a', 'b']);
    expect(deleteImagesSchema.parse({ urls: '["a,1","b"]' }).urls).toEqual(['a,1', 'b']);
    expect(deleteImagesSchema.safeParse({ urls: '' }).success).toBe(false);
  });
});
