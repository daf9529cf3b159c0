import type { ProductGroup } from '@perkdesk/contracts';
import { describe, expect, it } from 'vitest';
import {
  duplicateProductGroup,
  productGroupFormSchema,
  productGroupInput,
  productGroupScheduleInput,
  productGroupToDraft,
} from './product-group-form';

const group: ProductGroup = {
  id: '20000000000000000001',
  name: 'Pastries',
  description: 'Baked this morning',
  image: 'http://x/files/p.jpg',
  products: ['p1', 'p2'],
  status: 'ACTIVE',
  hideUntil: null,
  availableTime: [],
  isSyncedInGroup: true,
  rank: 2,
  lastUpdatedAt: '2026-01-01T00:00:00.000Z',
};

describe('product group form', () => {
  it('opens a group with its single image as a list of one', () => {
    expect(productGroupToDraft(group)).toEqual({
      values: { name: 'Pastries', description: 'Baked this morning' },
      images: ['http://x/files/p.jpg'],
      members: ['p1', 'p2'],
    });
    expect(productGroupToDraft({ ...group, image: null }).images).toEqual([]);
  });

  it('checks the name (3–35) and the description (none, or 3–255)', () => {
    expect(productGroupFormSchema.safeParse({ name: 'ab', description: '' }).success).toBe(false);
    expect(productGroupFormSchema.safeParse({ name: 'x'.repeat(36), description: '' }).success).toBe(false);
    expect(productGroupFormSchema.parse({ name: ' Bread ', description: ' ' })).toEqual({
      name: 'Bread',
      description: null,
    });
    expect(productGroupFormSchema.safeParse({ name: 'Bread', description: 'ab' }).success).toBe(false);
  });

  it('sends the image and the products added and removed', () => {
    const values = productGroupFormSchema.parse({ name: 'Pastries', description: '' });
    expect(productGroupInput(values, [], group.products, ['p2', 'p3'])).toEqual({
      name: 'Pastries',
      description: null,
      image: null,
      addProductList: ['p3'],
      deleteProductList: ['p1'],
    });
  });

  it('sends every product of a new group as added', () => {
    const values = productGroupFormSchema.parse({ name: 'Drinks', description: '' });
    expect(productGroupInput(values, ['http://x/i.jpg'], [], ['p1'])).toMatchObject({
      image: 'http://x/i.jpg',
      addProductList: ['p1'],
      deleteProductList: [],
    });
  });

  it('duplicates as <name>_copy, without id or image, with the same products', () => {
    const copy = duplicateProductGroup(group);
    expect(copy).toEqual({
      values: { name: 'Pastries_copy', description: 'Baked this morning' },
      images: [],
      members: ['p1', 'p2'],
    });
  });

  it('pushes a schedule to the products with the group fields unchanged', () => {
    const windows = [{ day: 'MONDAY' as const, fromTime: '07:00', toTime: '11:00' }];
    expect(productGroupScheduleInput(group, { hideUntil: null, availableTime: windows })).toEqual({
      name: 'Pastries',
      description: 'Baked this morning',
      image: 'http://x/files/p.jpg',
      hideUntil: null,
      availableTime: windows,
      isSyncedInGroup: true,
    });
  });

  it('cuts a long name so the copy still fits in 35 characters', () => {
    const copy = duplicateProductGroup({ ...group, name: 'x'.repeat(35) });
    expect(copy.values.name).toBe(`${'x'.repeat(30)}_copy`);
  });
});
