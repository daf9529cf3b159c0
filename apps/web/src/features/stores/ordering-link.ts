import type { Store } from '@perkdesk/contracts';

/** The store's public ordering page: its link name when set, else its id (the storefront takes both). */
export function orderingLink(store: Pick<Store, 'id' | 'slug'>, origin = window.location.origin): string {
  return `${origin}/s/${store.slug || store.id}`;
}
