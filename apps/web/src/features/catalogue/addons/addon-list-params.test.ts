import type { Addon } from '@perkdesk/contracts';
import { describe, expect, it } from 'vitest';
import { readListParams } from '../../../components/list-top-bar/list-params';
import { selectPage } from '../../../components/list-top-bar/select-page';
import { addonAccessors, filterAddons } from './addon-list-params';

const base: Omit<Addon, 'id' | 'name' | 'stores' | 'groups' | 'status' | 'lastUpdatedAt'> = {
  description: null,
  images: [],
  price: 1,
  attributes: {},
  productTaxConfigs: [],
  hideUntil: null,
  availableTime: [],
  createdAt: '2026-01-01T00:00:00.000Z',
};
const addons: Addon[] = [
  {
    ...base,
    id: '1',
    name: 'Oat milk',
    stores: ['s1'],
    groups: ['milk'],
    status: 'ACTIVE',
    lastUpdatedAt: '2026-01-03T00:00:00Z',
  },
  {
    ...base,
    id: '2',
    name: 'Extra shot',
    stores: ['s1', 's2'],
    groups: ['extras'],
    status: 'INACTIVE',
    lastUpdatedAt: '2026-01-02T00:00:00Z',
  },
  {
    ...base,
    id: '3',
    name: 'Almond milk',
    stores: ['s2'],
    groups: ['milk', 'extras'],
    status: 'ACTIVE',
    lastUpdatedAt: '2026-01-01T00:00:00Z',
  },
];
const names = (query: string) => {
  const params = readListParams(new URLSearchParams(query), { sort: 'name', dir: 'asc' });
  return selectPage(filterAddons(addons, params), params, addonAccessors).items.map((a) => a.name);
};

describe('add-on list filters', () => {
  it.each([
    ['', ['Almond milk', 'Extra shot', 'Oat milk']],
    ['store=s2', ['Almond milk', 'Extra shot']],
    ['group=milk', ['Almond milk', 'Oat milk']],
    ['group=extras&store=s1', ['Extra shot']],
    ['status=ACTIVE&q=MILK', ['Almond milk', 'Oat milk']],
    ['sort=date&dir=desc', ['Oat milk', 'Extra shot', 'Almond milk']],
  ])('applies %s', (query, expected) => {
    expect(names(query)).toEqual(expected);
  });
});
