import {
  type ProductGroup,
  type ProductGroupInput,
  productGroupInputSchema,
  type TimeWindow,
} from '@perkdesk/contracts';
import { z } from 'zod';
import { descriptionFormSchema } from '../groups/form-fields';
import { memberChanges } from '../groups/member-changes';
import { copyName } from '../products/product-form';

/** The product group dialog's fields, checked by the contract's rules (contract §5). */
export const productGroupFormSchema = z.object({
  name: productGroupInputSchema.shape.name,
  description: descriptionFormSchema,
});
export type ProductGroupFormValues = z.input<typeof productGroupFormSchema>;
export type ProductGroupFormOutput = z.output<typeof productGroupFormSchema>;

/** What the dialog edits: the fields, the single image (as a list of at most one) and the products. */
export interface ProductGroupDraft {
  values: ProductGroupFormValues;
  images: string[];
  members: string[];
}

export function productGroupToDraft(group: ProductGroup | null): ProductGroupDraft {
  if (!group) return { values: { name: '', description: '' }, images: [], members: [] };
  return {
    values: { name: group.name, description: group.description ?? '' },
    images: group.image ? [group.image] : [],
    members: [...group.products],
  };
}

/**
 * A duplicate (spec 2 §4): `<name>_copy` (cut to fit 35 characters, as products do), no id, no
 * image; the products are kept.
 */
export function duplicateProductGroup(group: ProductGroup): ProductGroupDraft {
  return {
    values: { name: copyName(group.name), description: group.description ?? '' },
    images: [],
    members: [...group.products],
  };
}

/**
 * The wire body of the dialog: the fields, the image (a PUT without it removes it) and the
 * products as `addProductList` / `deleteProductList` against the loaded ones. The schedule is
 * left out, so a save never pushes one to the products.
 */
export function productGroupInput(
  values: ProductGroupFormOutput,
  images: readonly string[],
  initialMembers: readonly string[],
  members: readonly string[],
): ProductGroupInput {
  const { add, remove } = memberChanges(initialMembers, members);
  return {
    name: values.name,
    description: values.description,
    image: images[0] ?? null,
    addProductList: add,
    deleteProductList: remove,
  };
}

/**
 * The body that gives every product of the group one schedule (contract §5: writing with
 * `isSyncedInGroup:true` pushes hideUntil and availableTime to every member). The group's own
 * fields go with it unchanged, since a PUT takes them whole.
 */
export function productGroupScheduleInput(
  group: ProductGroup,
  schedule: { hideUntil: string | null; availableTime: TimeWindow[] },
): ProductGroupInput {
  return {
    name: group.name,
    description: group.description,
    image: group.image,
    hideUntil: schedule.hideUntil,
    availableTime: schedule.availableTime,
    isSyncedInGroup: true,
  };
}
