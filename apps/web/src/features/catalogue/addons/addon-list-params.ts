import type { Addon } from '@perkdesk/contracts';
import type { ListParams } from '../../../components/list-top-bar/list-params';
import type { ListAccessors } from '../../../components/list-top-bar/select-page';

/** The add-on group filter's key in the URL. */
export const GROUP_FILTER_KEY = 'group';

/** How the add-on list searches, filters by status and date, and sorts (spec 2 §2). */
export const addonAccessors: ListAccessors<Addon> = {
  text: (addon) => `${addon.name} ${addon.description ?? ''}`,
  status: (addon) => addon.status,
  date: (addon) => addon.lastUpdatedAt,
  sortValue: {
    name: (addon) => addon.name.toLocaleLowerCase(),
    status: (addon) => addon.status,
    date: (addon) => addon.lastUpdatedAt,
  },
};

/** The store and add-on group filters, which the shared accessors do not know. */
export function filterAddons(addons: readonly Addon[], params: ListParams): Addon[] {
  const group = params.filters[GROUP_FILTER_KEY];
  return addons.filter(
    (addon) =>
      (!params.store || addon.stores.includes(params.store)) && (!group || addon.groups.includes(group)),
  );
}
