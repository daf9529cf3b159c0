import type { SetupState } from '@perkdesk/contracts';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en/shell.json';
import { menuLocks } from './menu-gating';

const complete: SetupState = {
  hasBusinessType: true,
  hasBusinessProfile: true,
  storeCount: 1,
  productCount: 3,
  addonGroupCount: 2,
  paymentConnected: true,
};

describe('menuLocks', () => {
  it('locks only Support once everything is set up', () => {
    expect(menuLocks(complete)).toEqual({ support: 'supportUnavailable' });
  });

  it('locks only Support while the setup state is unknown', () => {
    expect(menuLocks(undefined)).toEqual({ support: 'supportUnavailable' });
  });

  it.each([
    ['business type', { hasBusinessType: false }],
    ['business profile', { hasBusinessProfile: false }],
  ])('locks business location without a %s', (_, patch) => {
    expect(menuLocks({ ...complete, ...patch }).businessLocation).toBe('needTypeAndProfile');
  });

  it('locks the catalogue and order history without a store', () => {
    const locks = menuLocks({ ...complete, storeCount: 0 });
    expect(locks).toMatchObject({
      products: 'needLocationInSetup',
      productGroups: 'needLocationInSetup',
      addonGroups: 'needLocationInSetup',
      orderHistory: 'needLocation',
    });
    expect(locks.addons).toBeUndefined();
    expect(locks.businessLocation).toBeUndefined();
  });

  it('locks add-ons without add-on groups', () => {
    expect(menuLocks({ ...complete, addonGroupCount: 0 }).addons).toBe('needAddonGroups');
  });

  it('locks the promotions items without products', () => {
    expect(menuLocks({ ...complete, productCount: 0 })).toMatchObject({
      promotionsMain: 'needProducts',
      newPerk: 'needProducts',
      rewards: 'needProducts',
    });
  });

  it('locks every dependent item for a brand-new merchant and leaves the rest open', () => {
    const locks = menuLocks({
      hasBusinessType: false,
      hasBusinessProfile: false,
      storeCount: 0,
      productCount: 0,
      addonGroupCount: 0,
      paymentConnected: false,
    });
    expect(Object.keys(locks).sort()).toEqual(
      [
        'addonGroups',
        'addons',
        'businessLocation',
        'newPerk',
        'orderHistory',
        'productGroups',
        'products',
        'promotionsMain',
        'rewards',
        'support',
      ].sort(),
    );
  });

  it('uses the exact English lock messages of spec 1 §8', () => {
    expect(en.menu.locks).toEqual({
      needTypeAndProfile: 'Set Business Type and Profile first',
      needLocationInSetup: 'Set Business Location first in the Setup menu',
      needLocation: 'Set Business Location first',
      needAddonGroups: 'Set Add-on Groups first',
      needProducts: 'Set Products first',
      supportUnavailable: 'Support: It is not available for now',
    });
  });
});
