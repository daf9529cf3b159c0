import { describe, expect, it } from 'vitest';
import { clearListParams, hasFilters, patchListParams, readListParams } from './list-params';

const defaults = { sort: 'name', dir: 'asc' } as const;
const read = (query: string) => readListParams(new URLSearchParams(query), defaults);

describe('readListParams', () => {
  it('gives the defaults for an empty query: page 1 of 5, sorted by name', () => {
    expect(read('')).toEqual({
      search: '',
      status: null,
      store: null,
      serve: [],
      from: null,
      to: null,
      sort: 'name',
      dir: 'asc',
      page: 1,
      size: 5,
      filters: {},
    });
  });

  it('reads every key, and keeps unknown keys as filters', () => {
    const params = read(
      'q=bay&status=ACTIVE&serve=PICKUP,DELIVERY&sort=date&dir=desc&page=3&size=15&category=7',
    );
    expect(params).toMatchObject({ search: 'bay', status: 'ACTIVE', serve: ['PICKUP', 'DELIVERY'] });
    expect(params).toMatchObject({
      sort: 'date',
      dir: 'desc',
      page: 3,
      size: 15,
      filters: { category: '7' },
    });
  });

  it.each([
    ['size=7', { size: 5 }],
    ['page=-2', { page: 1 }],
    ['page=abc', { page: 1 }],
    ['sort=price', { sort: 'name' }],
    ['dir=sideways', { dir: 'asc' }],
  ])('ignores a foreign value in %s', (query, expected) => {
    expect(read(query)).toMatchObject(expected);
  });
});

describe('readListParams with the list own defaults', () => {
  const own = {
    sort: 'lastUpdatedAt',
    dir: 'desc',
    sortKeys: ['id', 'lastUpdatedAt', 'totalAmount'],
    size: 10,
    from: '2026-02-15',
    to: '2026-03-15',
  } as const;
  const readOwn = (query: string) => readListParams(new URLSearchParams(query), own);

  it('uses its page size, sort and date range while the URL has none', () => {
    expect(readOwn('')).toMatchObject({
      sort: 'lastUpdatedAt',
      dir: 'desc',
      size: 10,
      from: '2026-02-15',
      to: '2026-03-15',
    });
  });

  it('takes its own sort keys from the URL and refuses the shared ones', () => {
    expect(readOwn('sort=totalAmount').sort).toBe('totalAmount');
    expect(readOwn('sort=name').sort).toBe('lastUpdatedAt');
  });

  it('lets the URL override the date range, and Clear All returns to the default one', () => {
    const query = new URLSearchParams('from=2026-01-01&to=2026-01-31&size=20');
    expect(readOwn(query.toString())).toMatchObject({ from: '2026-01-01', to: '2026-01-31', size: 20 });
    const cleared = clearListParams(query);
    expect(hasFilters(cleared)).toBe(false);
    expect(readOwn(cleared.toString())).toMatchObject({ from: '2026-02-15', to: '2026-03-15', size: 20 });
  });
});

describe('patchListParams', () => {
  it('goes back to page 1 when a filter changes', () => {
    const next = patchListParams(new URLSearchParams('page=4&size=10'), { status: 'INACTIVE' });
    expect(next.toString()).toBe('size=10&status=INACTIVE');
  });

  it('keeps the rest when only the page changes', () => {
    const next = patchListParams(new URLSearchParams('q=a'), { page: 2 });
    expect(next.toString()).toBe('q=a&page=2');
  });

  it('removes null and empty values and joins lists', () => {
    const next = patchListParams(new URLSearchParams('q=a&status=ACTIVE'), {
      q: '',
      status: null,
      serve: ['PICKUP', 'DINE_IN'],
    });
    expect(next.toString()).toBe('serve=PICKUP%2CDINE_IN');
  });
});

describe('clearListParams', () => {
  it('keeps sort and page size, drops search, filters and page', () => {
    const query = new URLSearchParams('q=a&status=ACTIVE&sort=date&dir=desc&size=20&page=3&store=9');
    expect(hasFilters(query)).toBe(true);
    const cleared = clearListParams(query);
    expect(cleared.toString()).toBe('sort=date&dir=desc&size=20');
    expect(hasFilters(cleared)).toBe(false);
  });
});

describe('the open item (?p=)', () => {
  it('is neither a filter nor cleared by Clear All', () => {
    const query = new URLSearchParams('p=prod-1&category=Bread');
    expect(readListParams(query, { sort: 'name', dir: 'asc' }).filters).toEqual({ category: 'Bread' });
    expect(clearListParams(query).toString()).toBe('p=prod-1');
    expect(hasFilters(new URLSearchParams('p=prod-1'))).toBe(false);
  });
});
