import type { Product } from '@perkdesk/contracts';
import { describe, expect, it } from 'vitest';
import { readListParams } from '../../../components/list-top-bar/list-params';
import { selectPage } from '../../../components/list-top-bar/select-page';
import { filterByAddonGroup, productAccessors, serverFilters } from './product-list-params';

const params = (query: string) => readListParams(new URLSearchParams(query), { sort: 'name', dir: 'asc' });

const product = (over: Partial<Product>): Product => ({
  id: '10000000000000000001',
  name: 'Latte',
  description: null,
  images: [],
  price: 4.5,
  unit: 'cup',
  attributes: {},
  stores: ['1'],
  productTaxConfigs: [],
  groups: [],
  addonGroups: [],
  categories: [],
  status: 'INACTIVE',
  hideUntil: null,
  availableTime: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  lastUpdatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

describe('product list filters', () => {
  it('sends store, group, category, status and search to the server', () => {
    expect(
      serverFilters(params('store=7&group=8&category=Drinks&status=ACTIVE&q=%20lat%20&addonGroup=9')),
    ).toEqual({
      storeId: '7',
      groupId: '8',
      category: 'Drinks',
      status: 'ACTIVE',
      searchText: 'lat',
    });
  });

  it('sends nothing when no filter is set, and never a status the list does not offer', () => {
    expect(serverFilters(params('status=DELETED'))).toEqual({
      storeId: undefined,
      groupId: undefined,
      category: undefined,
      status: undefined,
      searchText: undefined,
    });
  });

  it('filters by add-on group in the browser', () => {
    const withMilk = product({ id: '1', addonGroups: ['9'] });
    const plain = product({ id: '2' });
    expect(filterByAddonGroup([withMilk, plain], params('addonGroup=9'))).toEqual([withMilk]);
    expect(filterByAddonGroup([withMilk, plain], params(''))).toEqual([withMilk, plain]);
  });

  it('sorts by name ignoring case, by status and by last update', () => {
    const items = [
      product({ id: '1', name: 'mocha', status: 'INACTIVE', lastUpdatedAt: '2026-02-01T00:00:00.000Z' }),
      product({ id: '2', name: 'Americano', status: 'ACTIVE', lastUpdatedAt: '2026-03-01T00:00:00.000Z' }),
      product({ id: '3', name: 'Latte', status: 'ACTIVE', lastUpdatedAt: '2026-01-01T00:00:00.000Z' }),
    ];
    const ids = (query: string) => selectPage(items, params(query), productAccessors).items.map((p) => p.id);
    expect(ids('sort=name')).toEqual(['2', '3', '1']);
    expect(ids('sort=status')).toEqual(['2', '3', '1']);
    expect(ids('sort=date&dir=desc')).toEqual(['2', '1', '3']);
    expect(ids('sort=name&size=5&q=LAT')).toEqual(['3']);
  });
});
