import { describe, expect, it } from 'vitest';
import { readListParams } from './list-params';
import { type ListAccessors, selectPage } from './select-page';

interface Item {
  name: string;
  status: string;
  updated: string;
}
const items: Item[] = [
  { name: 'Bayview', status: 'ACTIVE', updated: '2026-01-05T10:00:00Z' },
  { name: 'Annex', status: 'INACTIVE', updated: '2026-02-01T10:00:00Z' },
  { name: 'Corktown', status: 'ACTIVE', updated: '2025-12-20T10:00:00Z' },
];
const read: ListAccessors<Item> = {
  text: (item) => item.name,
  status: (item) => item.status,
  date: (item) => item.updated,
  sortValue: { name: (item) => item.name, status: (item) => item.status, date: (item) => item.updated },
};
const select = (query: string) =>
  selectPage(items, readListParams(new URLSearchParams(query), { sort: 'name', dir: 'asc' }), read);
const names = (query: string) => select(query).items.map((item) => item.name);

describe('selectPage', () => {
  it('sorts by name by default', () => {
    expect(names('')).toEqual(['Annex', 'Bayview', 'Corktown']);
  });

  it.each([
    ['q=BAY', ['Bayview']],
    ['status=ACTIVE', ['Bayview', 'Corktown']],
    ['sort=date&dir=desc', ['Annex', 'Bayview', 'Corktown']],
    ['from=2026-01-01&to=2026-01-31', ['Bayview']],
    ['to=2026-01-05', ['Bayview', 'Corktown']],
  ])('applies %s', (query, expected) => {
    expect(names(query)).toEqual(expected);
  });

  it('pages, and falls back to the last page when the asked one is gone', () => {
    const page = select('size=5&page=4');
    expect(page).toMatchObject({ total: 3, pageCount: 1, page: 1 });
    expect(page.items).toHaveLength(3);
  });
});
