import { describe, expect, it } from 'vitest';
import { paths } from '../../config/routes';
import { SETUP_STEPS, stepOfPath } from './setup-steps';
import { profileFixture } from './testing/profile-fixture';

const doneSteps = (overrides: Parameters<typeof profileFixture>[0]) =>
  SETUP_STEPS.filter((step) => step.done(profileFixture(overrides))).map((step) => step.key);

describe('setup steps', () => {
  it('run type → category → profile → brand → taxes', () => {
    expect(SETUP_STEPS.map((step) => step.key)).toEqual(['type', 'category', 'profile', 'brand', 'taxes']);
  });

  it('place each screen in its step; the details belong to the profile step', () => {
    expect(stepOfPath(paths.setup.businessType)?.key).toBe('type');
    expect(stepOfPath(`${paths.setup.businessProfileDetails}/`)?.key).toBe('profile');
    expect(stepOfPath(paths.setup.businessTaxDetails)?.key).toBe('taxes');
    expect(stepOfPath(paths.setup.businessLocation)).toBeUndefined();
  });

  it('count as done from the saved profile', () => {
    expect(doneSteps({})).toEqual([]);
    expect(doneSteps({ businessType: 'Beauty', businessLines: ['Spa'] })).toEqual(['type', 'category']);
    const location = { type: 'Point' as const, coordinates: [-79, 43] as [number, number], x: -79, y: 43 };
    const address = {
      streetNumber: '1',
      streetName: 'King St',
      city: 'Toronto',
      province: 'ON',
      country: 'Canada',
      postalCode: 'M5H',
      location,
    };
    const base = { name: 'Rosa', description: 'Bread', address, serveOptions: ['PICKUP' as const] };
    // Without hours (null, never saved) the details are not done; an empty list means always open.
    expect(doneSteps(base)).toEqual([]);
    expect(doneSteps({ ...base, operationTime: [] })).toEqual(['profile']);
    expect(doneSteps({ logoUrl: 'http://x.test/logo.jpg' })).toEqual(['brand']);
    expect(doneSteps({ stores: ['20000000000000000001'] })).toEqual(['taxes']);
  });
});
