import type { Store } from '@perkdesk/contracts';
import type { ListAccessors } from '../../components/list-top-bar/select-page';

/** One line of the store's address, as the list shows it and its search reads it. */
export function addressLine(store: Pick<Store, 'address'>): string {
  const { streetNumber, unit, streetName, city, province, postalCode } = store.address;
  const street = [unit ? `${unit}-${streetNumber}` : streetNumber, streetName].join(' ');
  return [street, city, province, postalCode].filter(Boolean).join(', ');
}

/** How the store list searches, filters and sorts (spec 2 §2 sort options, less Rank). */
export const storeAccessors: ListAccessors<Store> = {
  text: (store) => `${store.name} ${addressLine(store)} ${store.phone ?? ''} ${store.email ?? ''}`,
  status: (store) => store.status,
  date: (store) => store.lastUpdatedAt,
  sortValue: {
    name: (store) => store.name.toLocaleLowerCase(),
    status: (store) => store.status,
    date: (store) => store.lastUpdatedAt,
  },
};
