import type { AddonGroup } from '@perkdesk/contracts';
import { FORCED_MAX_MESSAGE } from '@perkdesk/domain';
import { describe, expect, it } from 'vitest';
import {
  addonGroupFormSchema,
  addonGroupInput,
  addonGroupToDraft,
  addonsOnlyHere,
  duplicateAddonGroup,
} from './addon-group-form';

const group: AddonGroup = {
  id: '10000000000000000001',
  name: 'Milk',
  description: 'Choose your milk',
  images: ['http://x/files/a.jpg'],
  products: ['a1', 'a2'],
  status: 'ACTIVE',
  forcedMin: 1,
  forcedMax: 2,
  isSameAddonAllowed: false,
  lastUpdatedAt: '2026-01-01T00:00:00.000Z',
};

describe('add-on group form', () => {
  it('opens a new group optional, unlimited and allowing the same add-on twice', () => {
    expect(addonGroupToDraft(null).values).toEqual({
      name: '',
      description: '',
      forcedMin: 0,
      forcedMax: 0,
      isSameAddonAllowed: true,
    });
  });

  it('refuses a maximum below the minimum with the contract message', () => {
    const result = addonGroupFormSchema.safeParse({
      ...addonGroupToDraft(group).values,
      forcedMin: 3,
      forcedMax: 2,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['forcedMax'], message: FORCED_MAX_MESSAGE });
  });

  it('accepts no description and refuses one of 1 or 2 characters', () => {
    const values = addonGroupToDraft(group).values;
    expect(addonGroupFormSchema.safeParse({ ...values, description: '  ' }).success).toBe(true);
    expect(addonGroupFormSchema.safeParse({ ...values, description: 'ab' }).success).toBe(false);
  });

  it('sends the add-ons added and removed against the loaded ones', () => {
    const values = addonGroupFormSchema.parse({ ...addonGroupToDraft(group).values, description: '' });
    expect(addonGroupInput(values, group.images, group.products, ['a2', 'a3'])).toEqual({
      name: 'Milk',
      description: null,
      forcedMin: 1,
      forcedMax: 2,
      isSameAddonAllowed: false,
      images: ['http://x/files/a.jpg'],
      addAddonList: ['a3'],
      deleteAddonList: ['a1'],
    });
  });

  it('duplicates as <name>_copy without images, keeping limits and add-ons', () => {
    const copy = duplicateAddonGroup(group);
    expect(copy.values.name).toBe('Milk_copy');
    expect(copy.values.forcedMax).toBe(2);
    expect(copy.images).toEqual([]);
    expect(copy.members).toEqual(['a1', 'a2']);
  });

  it('keeps an add-on in its last group', () => {
    const addons = [
      { id: 'a1', groups: [group.id] },
      { id: 'a2', groups: [group.id, 'other'] },
    ];
    expect(addonsOnlyHere(group.id, ['a1', 'a2'], addons)).toEqual(['a1']);
    expect(addonsOnlyHere(null, ['a1'], addons)).toEqual([]);
  });

  it('cuts a long name so the copy still fits in 35 characters', () => {
    const copy = duplicateAddonGroup({ ...group, name: 'x'.repeat(35) });
    expect(copy.values.name).toBe(`${'x'.repeat(30)}_copy`);
  });
});
