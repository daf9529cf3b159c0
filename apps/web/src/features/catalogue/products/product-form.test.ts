import type { Product } from '@perkdesk/contracts';
import { describe, expect, it } from 'vitest';
import {
  ATTRIBUTE_LABEL_REQUIRED,
  attributeLabelOptions,
  canAddAttribute,
  copyName,
  duplicateForm,
  emptyProductForm,
  formSnapshot,
  formToInput,
  isTaxExempt,
  productToForm,
  taxConfigsOf,
  validateProductForm,
} from './product-form';

const STORE_A = '10000000000000000001';
const STORE_B = '10000000000000000002';
const GROUP = '20000000000000000001';
const TAX = '30000000000000000001';

const product: Product = {
  id: '40000000000000000001',
  name: 'Latte',
  description: 'Espresso and milk',
  images: ['http://127.0.0.1/api/files/a.jpg'],
  price: 4.5,
  unit: 'cup',
  attributes: { Size: 'Large' },
  stores: [STORE_A, STORE_B],
  productTaxConfigs: [
    { storeId: STORE_A, isDefaultStoreTax: true, taxConfigIds: [] },
    { storeId: STORE_B, isDefaultStoreTax: false, taxConfigIds: [TAX] },
  ],
  groups: [GROUP],
  addonGroups: [],
  categories: ['Drinks'],
  status: 'ACTIVE',
  hideUntil: null,
  availableTime: [{ day: 'MONDAY', fromTime: '08:00', toTime: '18:00' }],
  createdAt: '2026-01-01T00:00:00.000Z',
  lastUpdatedAt: '2026-01-01T00:00:00.000Z',
};

describe('product form ↔ product', () => {
  it('reads a product into the fields and back into the same full body, status left out when unchanged', () => {
    const values = productToForm(product);
    expect(values.price).toBe('4.50');
    expect(values.attributes).toEqual([{ label: 'Size', value: 'Large' }]);
    expect(values.taxes[STORE_B]).toEqual({ isDefaultStoreTax: false, taxConfigIds: [TAX] });
    const input = formToInput(values, product);
    expect(input).toEqual({
      name: 'Latte',
      description: 'Espresso and milk',
      price: 4.5,
      unit: 'cup',
      stores: [STORE_A, STORE_B],
      productTaxConfigs: product.productTaxConfigs,
      categories: ['Drinks'],
      attributes: { Size: 'Large' },
      groups: [GROUP],
      deletedGroups: [],
      addonGroups: [],
      images: product.images,
      hideUntil: null,
      availableTime: product.availableTime,
    });
    expect(validateProductForm(values, product).ok).toBe(true);
  });

  it('sends the status on create, and on update only when it changed', () => {
    expect(formToInput(emptyProductForm([STORE_A]), null).status).toBe('INACTIVE');
    expect(formToInput({ ...productToForm(product), active: false }, product).status).toBe('INACTIVE');
  });

  it('lists the groups the product leaves in deletedGroups', () => {
    expect(formToInput({ ...productToForm(product), groups: [] }, product).deletedGroups).toEqual([GROUP]);
  });

  it('preselects the store only when there is exactly one', () => {
    expect(emptyProductForm([STORE_A]).stores).toEqual([STORE_A]);
    expect(emptyProductForm([STORE_A, STORE_B]).stores).toEqual([]);
    expect(emptyProductForm([]).stores).toEqual([]);
  });
});

describe('validation with the shared schema', () => {
  const valid = { ...emptyProductForm([STORE_A]), name: 'Croissant', price: '3', unit: 'ea' };

  it('accepts a complete new product and gives the parsed body', () => {
    const result = validateProductForm(valid);
    expect(result.ok).toBe(true);
    if (result.ok)
      expect(result.input).toMatchObject({ name: 'Croissant', price: 3, unit: 'ea', description: null });
  });

  it.each([
    [{ name: 'ab' }, 'name', 'Name must be 3 to 35 characters.'],
    [{ description: 'ab' }, 'description', 'Description must be 3 to 255 characters.'],
    [{ price: '' }, 'price', 'number greater than or equal to 0'],
    [{ price: '.' }, 'price', 'number greater than or equal to 0'],
    [{ price: '100001' }, 'price', 'Price must be at most 100,000.'],
    [{ unit: '  ' }, 'unit', 'Enter values'],
    [{ stores: [] }, 'stores', 'Select a value'],
  ])('refuses %j under %s', (change, field, message) => {
    const result = validateProductForm({ ...valid, ...change });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toMatchObject({ [field]: message });
  });

  it('marks an attribute row without a label', () => {
    const result = validateProductForm({ ...valid, attributes: [{ label: '', value: 'Large' }] });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.rowErrors).toEqual({ 0: ATTRIBUTE_LABEL_REQUIRED });
      expect(result.errors.attributes).toBe(ATTRIBUTE_LABEL_REQUIRED);
    }
  });
});

describe('duplicating (spec 2 §4)', () => {
  it('copies without id and images, the name suffixed _copy', () => {
    const copy = duplicateForm(product);
    expect(copy.name).toBe('Latte_copy');
    expect(copy.images).toEqual([]);
    expect(copy).not.toHaveProperty('id');
    expect(copy.stores).toEqual(product.stores);
    expect(copy.attributes).toEqual([{ label: 'Size', value: 'Large' }]);
  });

  it('cuts a long name so the copy still fits 35 characters', () => {
    const name = 'A'.repeat(35);
    expect(copyName(name)).toBe(`${'A'.repeat(30)}_copy`);
    expect(copyName(name)).toHaveLength(35);
    expect(validateProductForm({ ...duplicateForm({ ...product, name }) }).ok).toBe(true);
  });
});

describe('attribute labels (spec 2 §5)', () => {
  const labels = ['Size', 'Milk', 'Roast'];
  const rows = [
    { label: 'Size', value: 'Large' },
    { label: 'Milk', value: 'Oat' },
  ];

  it("offers each row its own label and the unused ones, never another row's", () => {
    expect(attributeLabelOptions(labels, rows, 0)).toEqual(['Size', 'Roast']);
    expect(attributeLabelOptions(labels, rows, 1)).toEqual(['Milk', 'Roast']);
  });

  it('allows another row only while a label is unused', () => {
    expect(canAddAttribute(labels, rows)).toBe(true);
    expect(canAddAttribute(labels, [...rows, { label: 'Roast', value: 'Dark' }])).toBe(false);
    expect(canAddAttribute([], [])).toBe(false);
  });
});

describe('taxes per store', () => {
  it('gives one entry per chosen store, default when none was set, and drops unchosen stores', () => {
    const taxes = {
      [STORE_A]: { isDefaultStoreTax: false, taxConfigIds: [] },
      [STORE_B]: { isDefaultStoreTax: true, taxConfigIds: [TAX] },
      '10000000000000000009': { isDefaultStoreTax: false, taxConfigIds: [TAX] },
    };
    expect(taxConfigsOf([STORE_B, STORE_A, '10000000000000000003'], taxes)).toEqual([
      { storeId: STORE_B, isDefaultStoreTax: true, taxConfigIds: [] },
      { storeId: STORE_A, isDefaultStoreTax: false, taxConfigIds: [] },
      { storeId: '10000000000000000003', isDefaultStoreTax: true, taxConfigIds: [] },
    ]);
  });

  it('calls an empty chosen set tax exempt, and only that', () => {
    expect(isTaxExempt({ isDefaultStoreTax: false, taxConfigIds: [] })).toBe(true);
    expect(isTaxExempt({ isDefaultStoreTax: true, taxConfigIds: [] })).toBe(false);
    expect(isTaxExempt({ isDefaultStoreTax: false, taxConfigIds: [TAX] })).toBe(false);
    expect(isTaxExempt(undefined)).toBe(false);
  });
});

describe('no change (spec 2 §4)', () => {
  it('sees no change in the loaded values, and sees a typed one', () => {
    const values = productToForm(product);
    expect(formSnapshot(productToForm(product), product)).toBe(formSnapshot(values, product));
    expect(formSnapshot({ ...values, price: '4.5' }, product)).toBe(formSnapshot(values, product));
    expect(formSnapshot({ ...values, name: 'Mocha' }, product)).not.toBe(formSnapshot(values, product));
    expect(formSnapshot({ ...values, active: false }, product)).not.toBe(formSnapshot(values, product));
  });
});
