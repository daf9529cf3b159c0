import { type AddonGroup, type AddonGroupInput, addonGroupInputSchema } from '@perkdesk/contracts';
import { z } from 'zod';
import { descriptionFormSchema } from '../groups/form-fields';
import { memberChanges } from '../groups/member-changes';
import { copyName } from '../products/product-form';
import { limitsProblem } from './forced-limits';

/** The add-on group dialog's fields, checked by the contract's rules (contract §5). */
export const addonGroupFormSchema = z
  .object({
    name: addonGroupInputSchema.shape.name,
    description: descriptionFormSchema,
    forcedMin: z.number().int().min(0),
    forcedMax: z.number().int().min(0),
    isSameAddonAllowed: z.boolean(),
  })
  .superRefine((values, context) => {
    const problem = limitsProblem(values);
    if (problem) context.addIssue({ code: 'custom', path: ['forcedMax'], message: problem });
  });
export type AddonGroupFormValues = z.input<typeof addonGroupFormSchema>;
export type AddonGroupFormOutput = z.output<typeof addonGroupFormSchema>;

/** What the dialog edits besides the form: the images and the add-ons. */
export interface AddonGroupDraft {
  values: AddonGroupFormValues;
  images: string[];
  members: string[];
}

/** A group as the dialog opens it; no group gives an empty optional one (contract defaults). */
export function addonGroupToDraft(group: AddonGroup | null): AddonGroupDraft {
  if (!group)
    return {
      values: { name: '', description: '', forcedMin: 0, forcedMax: 0, isSameAddonAllowed: true },
      images: [],
      members: [],
    };
  return {
    values: {
      name: group.name,
      description: group.description ?? '',
      forcedMin: group.forcedMin,
      forcedMax: group.forcedMax,
      isSameAddonAllowed: group.isSameAddonAllowed,
    },
    images: [...group.images],
    members: [...group.products],
  };
}

/**
 * A duplicate (spec 2 §4): `<name>_copy` (cut to fit 35 characters, as products do), no id, no
 * images; the limits and add-ons are kept.
 */
export function duplicateAddonGroup(group: AddonGroup): AddonGroupDraft {
  const draft = addonGroupToDraft(group);
  return { values: { ...draft.values, name: copyName(group.name) }, images: [], members: draft.members };
}

/**
 * The wire body: the fields, the full image list, and the add-ons as `addAddonList` /
 * `deleteAddonList` against the ones the group was loaded with.
 */
export function addonGroupInput(
  values: AddonGroupFormOutput,
  images: readonly string[],
  initialMembers: readonly string[],
  members: readonly string[],
): AddonGroupInput {
  const { add, remove } = memberChanges(initialMembers, members);
  return {
    name: values.name,
    description: values.description ?? null,
    forcedMin: values.forcedMin,
    forcedMax: values.forcedMax,
    isSameAddonAllowed: values.isSameAddonAllowed,
    images: [...images],
    addAddonList: add,
    deleteAddonList: remove,
  };
}

/**
 * The add-ons that may not leave this group: those whose only group it is would be left with
 * none ("At least one group is required", contract §5 ADDON_LAST_GROUP).
 */
export function addonsOnlyHere(
  groupId: string | null,
  removed: readonly string[],
  addons: readonly { id: string; groups: readonly string[] }[],
): string[] {
  if (!groupId) return [];
  const byId = new Map(addons.map((addon) => [addon.id, addon]));
  return removed.filter((id) => {
    const addon = byId.get(id);
    return addon?.groups.every((group) => group === groupId) ?? false;
  });
}
