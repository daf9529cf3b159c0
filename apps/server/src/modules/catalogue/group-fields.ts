import type { AddonGroupInput, ProductGroupInput } from '@perkdesk/contracts';
import { checkForcedLimits } from '@perkdesk/domain';
import { validationFailed } from '../../lib/app-error';
import { mergeImages } from '../stores/store-images';
import type { GroupInput } from './group-view';
import type { GroupRow } from './groups.repository';
import type { ItemKind } from './items.repository';

/** The columns a full group body sets; an add-on group's limits are checked first. */
export function groupFields(kind: ItemKind, input: GroupInput, current?: GroupRow) {
  if (kind === 'ADDON') {
    const addon = input as AddonGroupInput;
    const problem = checkForcedLimits(addon.forcedMin ?? 0, addon.forcedMax ?? 0);
    if (problem) throw validationFailed([{ field: 'forcedMax', message: problem }]);
    return {
      name: input.name,
      description: input.description ?? null,
      forcedMin: addon.forcedMin ?? 0,
      forcedMax: addon.forcedMax ?? 0,
      isSameAddonAllowed: addon.isSameAddonAllowed ?? true,
      images: mergeImages(current?.images ?? [], {
        images: addon.images,
        added: addon.changedImages,
        deleted: addon.deletedImages,
      }),
    };
  }
  const image = (input as ProductGroupInput).image;
  return { name: input.name, description: input.description ?? null, images: image ? [image] : [] };
}
