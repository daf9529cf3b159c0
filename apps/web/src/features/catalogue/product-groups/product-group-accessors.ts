import type { ProductGroup } from '@perkdesk/contracts';
import type { ListAccessors } from '../../../components/list-top-bar/select-page';

/** How the product group list searches, filters and sorts (spec 2 §2: Name, Status, Date, Rank). */
export const productGroupAccessors: ListAccessors<ProductGroup> = {
  text: (group) => `${group.name} ${group.description ?? ''}`,
  status: (group) => group.status,
  date: (group) => group.lastUpdatedAt,
  sortValue: {
    name: (group) => group.name.toLocaleLowerCase(),
    status: (group) => group.status,
    date: (group) => group.lastUpdatedAt,
    rank: (group) => group.rank,
  },
};

/** Product groups open sorted by rank, the order customers see (spec 2 §2). */
export const PRODUCT_GROUP_LIST_DEFAULTS = { sort: 'rank', dir: 'asc' } as const;
