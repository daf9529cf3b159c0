import { beforeEach, describe, expect, it } from 'vitest';
import { type ColumnSet, orderColumns, readStoredColumns } from './stored-columns';

type Column = 'id' | 'name' | 'total' | 'store';
const SET: ColumnSet<Column> = {
  all: ['id', 'name', 'total', 'store'],
  defaults: ['id', 'name'],
  required: ['id'],
};
const KEY = 'test.columns';

describe('readStoredColumns', () => {
  beforeEach(() => localStorage.clear());

  it('gives the defaults when nothing is stored', () => {
    expect(readStoredColumns(localStorage, KEY, SET)).toEqual(['id', 'name']);
  });

  it('keeps known stored columns in the table order, with the required ones', () => {
    localStorage.setItem(KEY, JSON.stringify(['store', 'total', 'retired']));
    expect(readStoredColumns(localStorage, KEY, SET)).toEqual(['id', 'total', 'store']);
  });

  it.each(['not json', '{"a":1}', '[]', '["gone"]'])('falls back to the defaults for %s', (stored) => {
    localStorage.setItem(KEY, stored);
    expect(readStoredColumns(localStorage, KEY, SET)).toEqual(['id', 'name']);
  });
});

describe('orderColumns', () => {
  it('never drops a required column', () => {
    expect(orderColumns(['total'], SET)).toEqual(['id', 'total']);
  });
});
