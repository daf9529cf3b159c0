import { type Addon, type AddonInput, addonInputSchema } from '@perkdesk/contracts';
import { moneyText, parseMoney } from '../../../components/money-input/money-text';
import {
  ATTRIBUTE_LABEL_REQUIRED,
  type AttributeRow,
  copyName,
  type StoreTax,
  taxConfigsOf,
} from '../products/product-form';

/**
 * The add-on dialog's state (spec 2 §3 Add-on): the contract's AddonInput as the fields hold it,
 * like the product dialog's (price as typed, attributes as rows, taxes per store).
 */
export interface AddonFormValues {
  name: string;
  description: string;
  price: string;
  stores: string[];
  taxes: Record<string, StoreTax>;
  groups: string[];
  attributes: AttributeRow[];
  images: string[];
  active: boolean;
}

export type AddonField =
  | 'name'
  | 'description'
  | 'price'
  | 'stores'
  | 'taxes'
  | 'groups'
  | 'attributes'
  | 'images'
  | 'schedule';

/**
 * A new add-on: the only store is chosen for the merchant (spec 2 §5), and a group it is added
 * from (the add-on group filter) is chosen too.
 */
export function emptyAddonForm(
  storeIds: readonly string[],
  groupIds: readonly string[] = [],
): AddonFormValues {
  return {
    name: '',
    description: '',
    price: '',
    stores: storeIds.length === 1 ? [...storeIds] : [],
    taxes: {},
    groups: [...groupIds],
    attributes: [],
    images: [],
    active: false,
  };
}

export function addonToForm(addon: Addon): AddonFormValues {
  return {
    name: addon.name,
    description: addon.description ?? '',
    price: moneyText(addon.price),
    stores: [...addon.stores],
    taxes: Object.fromEntries(
      addon.productTaxConfigs.map((config) => [
        config.storeId,
        { isDefaultStoreTax: config.isDefaultStoreTax, taxConfigIds: [...config.taxConfigIds] },
      ]),
    ),
    groups: [...addon.groups],
    attributes: Object.entries(addon.attributes).map(([label, value]) => ({ label, value })),
    images: [...addon.images],
    active: addon.status === 'ACTIVE',
  };
}

/** A duplicate is a new add-on with the same fields, no id and no images (spec 2 §4). */
export function duplicateAddonForm(addon: Addon): AddonFormValues {
  return { ...addonToForm(addon), name: copyName(addon.name), images: [] };
}

/**
 * The body for POST or PUT (the full add-on, contract §5), before the shared schema parses it.
 * The schedule is not edited here and goes back as it was (a PUT without it would clear it);
 * groups the add-on leaves go in `deletedGroups`; the status only when it changed (spec 2 §4).
 */
export function addonFormToInput(
  values: AddonFormValues,
  original: Addon | null = null,
): Record<string, unknown> {
  const statusChanged = original === null || (original.status === 'ACTIVE') !== values.active;
  return {
    name: values.name,
    description: values.description,
    price: parseMoney(values.price),
    stores: values.stores,
    productTaxConfigs: taxConfigsOf(values.stores, values.taxes),
    groups: values.groups,
    deletedGroups: original ? original.groups.filter((id) => !values.groups.includes(id)) : [],
    attributes: Object.fromEntries(values.attributes.map((row) => [row.label, row.value.trim()])),
    images: values.images,
    hideUntil: original?.hideUntil ?? null,
    availableTime: original?.availableTime ?? [],
    ...(statusChanged ? { status: values.active ? 'ACTIVE' : 'INACTIVE' } : {}),
  };
}

const FIELD_OF_PATH: Record<string, AddonField> = {
  name: 'name',
  description: 'description',
  price: 'price',
  stores: 'stores',
  productTaxConfigs: 'taxes',
  groups: 'groups',
  deletedGroups: 'groups',
  attributes: 'attributes',
  images: 'images',
  changedImages: 'images',
  hideUntil: 'schedule',
  availableTime: 'schedule',
};

export type AddonValidation =
  | { ok: true; input: AddonInput }
  | { ok: false; errors: Partial<Record<AddonField, string>>; rowErrors: Record<number, string> };

/**
 * Checks the form with the contract's own schema (addonInputSchema: at least one store and one
 * group, price ≥ 0), so the dialog refuses exactly what the server refuses.
 */
export function validateAddonForm(values: AddonFormValues, original: Addon | null = null): AddonValidation {
  const rowErrors: Record<number, string> = {};
  values.attributes.forEach((row, index) => {
    if (!row.label.trim()) rowErrors[index] = ATTRIBUTE_LABEL_REQUIRED;
  });
  const parsed = addonInputSchema.safeParse(addonFormToInput(values, original));
  const errors: Partial<Record<AddonField, string>> = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues)
      errors[FIELD_OF_PATH[String(issue.path[0])] ?? 'name'] ??= issue.message;
  if (Object.keys(rowErrors).length > 0) errors.attributes ??= ATTRIBUTE_LABEL_REQUIRED;
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, input: parsed.data };
  return { ok: false, errors, rowErrors };
}

/** A comparable form of the values, for "There is no change" (spec 2 §4). */
export function addonSnapshot(values: AddonFormValues, original: Addon | null): string {
  const input = addonFormToInput(values, original);
  delete input.status;
  return JSON.stringify({ ...input, active: values.active });
}

/**
 * Removal guards (spec 2 §4): a store badge cannot go below one store, and an add-on cannot
 * leave its last group. Gives the list to keep, and whether the removal was refused.
 */
export function guardLastOne(
  current: readonly string[],
  next: readonly string[],
): { value: string[]; refused: boolean } {
  if (next.length === 0 && current.length > 0) return { value: [...current], refused: true };
  return { value: [...next], refused: false };
}
