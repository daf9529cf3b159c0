import { type Addon, CATALOGUE_MESSAGES } from '@perkdesk/contracts';
import { describe, expect, it } from 'vitest';
import {
  addonFormToInput,
  addonSnapshot,
  addonToForm,
  duplicateAddonForm,
  emptyAddonForm,
  guardLastOne,
  validateAddonForm,
} from './addon-form';

const STORE_A = '10000000000000000001';
const STORE_B = '10000000000000000002';
const GROUP_A = '20000000000000000001';
const GROUP_B = '20000000000000000002';
const TAX = '30000000000000000001';

const addon: Addon = {
  id: '40000000000000000001',
  name: 'Oat milk',
  description: null,
  images: ['http://127.0.0.1/api/files/o.jpg'],
  price: 0.7,
  attributes: { Origin: 'Sweden' },
  stores: [STORE_A, STORE_B],
  productTaxConfigs: [{ storeId: STORE_B, isDefaultStoreTax: false, taxConfigIds: [TAX] }],
  groups: [GROUP_A, GROUP_B],
  status: 'ACTIVE',
  hideUntil: '2026-05-01T12:00:00.000Z',
  availableTime: [{ day: 'MONDAY', fromTime: '08:00', toTime: '11:00' }],
  createdAt: '2026-01-01T00:00:00.000Z',
  lastUpdatedAt: '2026-01-01T00:00:00.000Z',
};

describe('add-on form', () => {
  it('preselects the store when the merchant has exactly one', () => {
    expect(emptyAddonForm([STORE_A]).stores).toEqual([STORE_A]);
    expect(emptyAddonForm([STORE_A, STORE_B]).stores).toEqual([]);
    expect(emptyAddonForm([STORE_A], [GROUP_A]).groups).toEqual([GROUP_A]);
  });

  it('needs at least one group and one store, with the contract messages', () => {
    const values = { ...emptyAddonForm([]), name: 'Soy milk', price: '0.50' };
    const checked = validateAddonForm(values);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors.groups).toBe(CATALOGUE_MESSAGES.groupsRequired);
    expect(checked.errors.stores).toBe(CATALOGUE_MESSAGES.stores);
  });

  it('refuses a missing price and an attribute without its label', () => {
    const values = {
      ...emptyAddonForm([STORE_A], [GROUP_A]),
      name: 'Soy milk',
      attributes: [{ label: '', value: 'x' }],
    };
    const checked = validateAddonForm(values);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors.price).toBeDefined();
    expect(checked.rowErrors).toEqual({ 0: 'attributeLabelRequired' });
  });

  it('writes taxes per chosen store, keeps the schedule, lists left groups and sends a changed status', () => {
    const values = { ...addonToForm(addon), groups: [GROUP_B], active: false };
    const input = addonFormToInput(values, addon);
    expect(input).toMatchObject({
      price: 0.7,
      productTaxConfigs: [
        { storeId: STORE_A, isDefaultStoreTax: true, taxConfigIds: [] },
        { storeId: STORE_B, isDefaultStoreTax: false, taxConfigIds: [TAX] },
      ],
      groups: [GROUP_B],
      deletedGroups: [GROUP_A],
      hideUntil: addon.hideUntil,
      availableTime: addon.availableTime,
      status: 'INACTIVE',
    });
    expect(addonFormToInput(addonToForm(addon), addon)).not.toHaveProperty('status');
    expect(validateAddonForm(values, addon).ok).toBe(true);
  });

  it('sees no change in an add-on opened and left alone', () => {
    expect(addonSnapshot(addonToForm(addon), addon)).toBe(addonSnapshot(addonToForm(addon), addon));
    expect(addonSnapshot({ ...addonToForm(addon), price: '0.80' }, addon)).not.toBe(
      addonSnapshot(addonToForm(addon), addon),
    );
  });

  it('duplicates as <name>_copy without images', () => {
    const copy = duplicateAddonForm(addon);
    expect(copy.name).toBe('Oat milk_copy');
    expect(copy.images).toEqual([]);
    expect(copy.groups).toEqual(addon.groups);
    expect(duplicateAddonForm({ ...addon, name: 'x'.repeat(35) }).name).toHaveLength(35);
  });

  it('keeps the last store or group', () => {
    expect(guardLastOne([GROUP_A], [])).toEqual({ value: [GROUP_A], refused: true });
    expect(guardLastOne([GROUP_A, GROUP_B], [GROUP_B])).toEqual({ value: [GROUP_B], refused: false });
    expect(guardLastOne([], [])).toEqual({ value: [], refused: false });
  });
});
