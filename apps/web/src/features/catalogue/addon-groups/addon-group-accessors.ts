import type { AddonGroup } from '@perkdesk/contracts';
import type { ListAccessors } from '../../../components/list-top-bar/select-page';

/** How the add-on group list searches, filters and sorts (spec 2 §2). */
export const addonGroupAccessors: ListAccessors<AddonGroup> = {
  text: (group) => `${group.name} ${group.description ?? ''}`,
  status: (group) => group.status,
  date: (group) => group.lastUpdatedAt,
  sortValue: {
    name: (group) => group.name.toLocaleLowerCase(),
    status: (group) => group.status,
    date: (group) => group.lastUpdatedAt,
  },
};
