import {
  type Product,
  type ProductInput,
  type ProductTaxConfig,
  productInputSchema,
  type TimeWindow,
} from '@perkdesk/contracts';
import { moneyText, parseMoney } from '../../../components/money-input/money-text';

export const NAME_MAX = 35;
export const DESCRIPTION_MAX = 255;
/** The spec leaves a product's image count open; the contract allows 20. Five fill one row. */
export const MAX_PRODUCT_IMAGES = 5;
const COPY_SUFFIX = '_copy';

/** One store's taxes: its own default ones, or a chosen set (none chosen: tax exempt). */
export interface StoreTax {
  isDefaultStoreTax: boolean;
  taxConfigIds: string[];
}

export interface AttributeRow {
  label: string;
  value: string;
}

/**
 * The product dialog's state: the contract's ProductInput as the fields hold it (the price as
 * typed, attributes as rows, taxes per store even for stores no longer chosen, so unticking and
 * ticking a store again keeps its choice).
 */
export interface ProductFormValues {
  name: string;
  description: string;
  price: string;
  unit: string;
  stores: string[];
  taxes: Record<string, StoreTax>;
  categories: string[];
  attributes: AttributeRow[];
  groups: string[];
  addonGroups: string[];
  images: string[];
  hideUntil: string | null;
  availableTime: TimeWindow[];
  active: boolean;
}

/** The fields a problem can be shown under. */
export type ProductField =
  | 'name'
  | 'description'
  | 'price'
  | 'unit'
  | 'stores'
  | 'taxes'
  | 'categories'
  | 'attributes'
  | 'groups'
  | 'addonGroups'
  | 'images'
  | 'schedule';

export const DEFAULT_STORE_TAX: StoreTax = { isDefaultStoreTax: true, taxConfigIds: [] };

/** A new product: the only store is chosen for the merchant (spec 2 §5). */
export function emptyProductForm(storeIds: readonly string[]): ProductFormValues {
  return {
    name: '',
    description: '',
    price: '',
    unit: '',
    stores: storeIds.length === 1 ? [...storeIds] : [],
    taxes: {},
    categories: [],
    attributes: [],
    groups: [],
    addonGroups: [],
    images: [],
    hideUntil: null,
    availableTime: [],
    active: false,
  };
}

export function productToForm(product: Product): ProductFormValues {
  return {
    name: product.name,
    description: product.description ?? '',
    price: moneyText(product.price),
    unit: product.unit,
    stores: [...product.stores],
    taxes: Object.fromEntries(
      product.productTaxConfigs.map((config) => [
        config.storeId,
        { isDefaultStoreTax: config.isDefaultStoreTax, taxConfigIds: [...config.taxConfigIds] },
      ]),
    ),
    categories: [...product.categories],
    attributes: Object.entries(product.attributes).map(([label, value]) => ({ label, value })),
    groups: [...product.groups],
    addonGroups: [...product.addonGroups],
    images: [...product.images],
    hideUntil: product.hideUntil,
    availableTime: [...(product.availableTime as TimeWindow[])],
    active: product.status === 'ACTIVE',
  };
}

/** "<name>_copy", the name cut so the copy still fits in 35 characters (spec 2 §4 Duplicating). */
export function copyName(name: string): string {
  return `${name.trim().slice(0, NAME_MAX - COPY_SUFFIX.length)}${COPY_SUFFIX}`;
}

/** A duplicate is a new product with the same fields, no id and no images (spec 2 §4). */
export function duplicateForm(product: Product): ProductFormValues {
  return { ...productToForm(product), name: copyName(product.name), images: [] };
}

/** One entry per chosen store, in the stores' order; a default entry carries no ids. */
export function taxConfigsOf(
  stores: readonly string[],
  taxes: Readonly<Record<string, StoreTax>>,
): ProductTaxConfig[] {
  return stores.map((storeId) => {
    const tax = taxes[storeId] ?? DEFAULT_STORE_TAX;
    return {
      storeId,
      isDefaultStoreTax: tax.isDefaultStoreTax,
      taxConfigIds: tax.isDefaultStoreTax ? [] : [...tax.taxConfigIds],
    };
  });
}

/** Whether a store's chosen set makes the product tax exempt there. */
export const isTaxExempt = (tax: StoreTax | undefined) =>
  tax !== undefined && !tax.isDefaultStoreTax && tax.taxConfigIds.length === 0;

/**
 * The labels a row's picker offers: each label once per product, so labels used by the other
 * rows are left out (spec 2 §5). An empty result means no attribute is available.
 */
export function attributeLabelOptions(
  labels: readonly string[],
  rows: readonly AttributeRow[],
  index: number,
): string[] {
  const used = new Set(rows.filter((_, i) => i !== index).map((row) => row.label));
  return labels.filter((label) => !used.has(label));
}

/** Whether another row can be added: some label is still unused. */
export function canAddAttribute(labels: readonly string[], rows: readonly AttributeRow[]): boolean {
  return attributeLabelOptions(labels, rows, -1).length > 0;
}

/**
 * The body for POST or PUT (the full product, contract §5), before the shared schema parses it.
 * On update the status is sent only when changed (spec 2 §4); groups the product leaves go in
 * `deletedGroups`.
 */
export function formToInput(
  values: ProductFormValues,
  original: Product | null = null,
): Record<string, unknown> {
  const status = values.active ? 'ACTIVE' : 'INACTIVE';
  const statusChanged = original === null || (original.status === 'ACTIVE') !== values.active;
  return {
    name: values.name,
    description: values.description,
    price: parseMoney(values.price),
    unit: values.unit,
    stores: values.stores,
    productTaxConfigs: taxConfigsOf(values.stores, values.taxes),
    categories: values.categories,
    attributes: Object.fromEntries(values.attributes.map((row) => [row.label, row.value.trim()])),
    groups: values.groups,
    deletedGroups: original ? original.groups.filter((id) => !values.groups.includes(id)) : [],
    addonGroups: values.addonGroups,
    images: values.images,
    hideUntil: values.hideUntil,
    availableTime: values.availableTime,
    ...(statusChanged ? { status } : {}),
  };
}

// Schema paths → the field that shows the problem.
const FIELD_OF_PATH: Record<string, ProductField> = {
  name: 'name',
  description: 'description',
  price: 'price',
  unit: 'unit',
  stores: 'stores',
  productTaxConfigs: 'taxes',
  categories: 'categories',
  attributes: 'attributes',
  groups: 'groups',
  deletedGroups: 'groups',
  addonGroups: 'addonGroups',
  images: 'images',
  changedImages: 'images',
  hideUntil: 'schedule',
  availableTime: 'schedule',
};

/** The problems that only the form sees: an attribute row without a label. */
export const ATTRIBUTE_LABEL_REQUIRED = 'attributeLabelRequired';

export type ProductValidation =
  | { ok: true; input: ProductInput }
  | { ok: false; errors: Partial<Record<ProductField, string>>; rowErrors: Record<number, string> };

/**
 * Checks the form with the contract's own schema (productInputSchema), so the dialog refuses
 * exactly what the server refuses; each field keeps its first problem. Messages are the
 * schema's English ones, translated where they are shown.
 */
export function validateProductForm(
  values: ProductFormValues,
  original: Product | null = null,
): ProductValidation {
  const rowErrors: Record<number, string> = {};
  values.attributes.forEach((row, index) => {
    if (!row.label.trim()) rowErrors[index] = ATTRIBUTE_LABEL_REQUIRED;
  });
  const parsed = productInputSchema.safeParse(formToInput(values, original));
  const errors: Partial<Record<ProductField, string>> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = FIELD_OF_PATH[String(issue.path[0])] ?? 'name';
      errors[field] ??= issue.message;
    }
  }
  if (Object.keys(rowErrors).length > 0) errors.attributes ??= ATTRIBUTE_LABEL_REQUIRED;
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, input: parsed.data };
  return { ok: false, errors, rowErrors };
}

/** A comparable form of the values, for "There is no change" (spec 2 §4). */
export function formSnapshot(values: ProductFormValues, original: Product | null): string {
  const input = formToInput(values, original);
  delete input.status;
  return JSON.stringify({ ...input, active: values.active });
}
