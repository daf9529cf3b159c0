import type { Store } from '@perkdesk/contracts';
import { describe, expect, it } from 'vitest';
import { readListParams } from '../../components/list-top-bar/list-params';
import { selectPage } from '../../components/list-top-bar/select-page';
import { addressLine, storeAccessors } from './store-list-params';

const store = (
  name: string,
  city: string,
  status: Store['status'],
  lastUpdatedAt: string,
  unit: string | null = null,
) =>
  ({
    name,
    status,
    lastUpdatedAt,
    phone: null,
    email: null,
    address: {
      streetNumber: '12',
      unit,
      streetName: 'King St W',
      city,
      province: 'ON',
      postalCode: 'M5H 1A1',
      country: 'Canada',
    },
  }) as Store;

const stores = [
  store('Queen West', 'Toronto', 'ACTIVE', '2026-02-01T10:00:00Z'),
  store('annex', 'Toronto', 'INACTIVE', '2026-03-01T10:00:00Z', '4B'),
  store('Plateau', 'Montréal', 'ACTIVE', '2026-01-01T10:00:00Z'),
];
const names = (query: string) =>
  selectPage(
    stores,
    readListParams(new URLSearchParams(query), { sort: 'name', dir: 'asc' }),
    storeAccessors,
  ).items.map((s) => s.name);

describe('the store list', () => {
  it('sorts names regardless of case', () => {
    expect(names('')).toEqual(['annex', 'Plateau', 'Queen West']);
  });

  it('searches the address too', () => {
    expect(names('q=montréal')).toEqual(['Plateau']);
  });

  it('filters by status and sorts by last update', () => {
    expect(names('status=ACTIVE&sort=date&dir=desc')).toEqual(['Queen West', 'Plateau']);
  });

  it('writes the unit before the street number', () => {
    expect(addressLine(stores[1]!)).toBe('4B-12 King St W, Toronto, ON, M5H 1A1');
  });
});
