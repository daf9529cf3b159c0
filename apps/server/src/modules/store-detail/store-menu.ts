import type { Addon, AddonGroup, Product, StoreDetailGroup } from '@perkdesk/contracts';
import { fromCents, isAvailable } from '@perkdesk/domain';
import type { ItemRow } from '../catalogue/catalogue.public';
import type { StoreCatalogue } from './store-detail.repository';

export interface StoreMenu {
  products: Product[];
  productGroups: StoreDetailGroup[];
  addons: Addon[];
  addonGroups: AddonGroup[];
}

const pushTo = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

const itemFields = (row: ItemRow, groups: string[]) => ({
  id: row.id,
  name: row.name,
  description: row.description,
  images: row.images,
  price: fromCents(row.priceCents),
  attributes: row.attributes,
  stores: row.storeIds,
  productTaxConfigs: row.taxConfigs,
  groups,
  status: row.status,
  hideUntil: row.hideUntil?.toISOString() ?? null,
  availableTime: row.availableTime,
  createdAt: row.createdAt.toISOString(),
  lastUpdatedAt: row.updatedAt.toISOString(),
});

/**
 * A store's menu at an instant (contract §4 StoreDetail, §5 Availability), cut from the merchant's
 * catalogue with the domain's availability rule: unavailable products and add-ons go, and leave
 * their groups; groups left empty go; product groups come by rank; what remains names only the
 * groups that remain. Pure, so the whole cut costs one pass over each list.
 */
export function cutStoreMenu(
  catalogue: StoreCatalogue,
  store: { id: string; timeZone: string },
  instant: Date,
): StoreMenu {
  // The membership rows cover non-deleted groups only: an add-on's count is its live groups.
  const liveGroupCount = new Map<string, number>();
  for (const { itemId } of catalogue.members)
    liveGroupCount.set(itemId, (liveGroupCount.get(itemId) ?? 0) + 1);

  const available = new Map<string, ItemRow>();
  for (const row of catalogue.items) {
    const sellable = {
      status: row.status,
      storeIds: row.storeIds,
      hideUntil: row.hideUntil,
      availableTime: row.availableTime,
      ...(row.kind === 'ADDON' ? { liveGroupCount: liveGroupCount.get(row.id) ?? 0 } : {}),
    };
    if (isAvailable(sellable, store, instant)) available.set(row.id, row);
  }

  // Each group's available members, in the order they joined.
  const membersOf = new Map<string, string[]>();
  for (const { groupId, itemId } of catalogue.members)
    if (available.has(itemId)) pushTo(membersOf, groupId, itemId);

  const included = catalogue.groups.filter((group) =>
    (membersOf.get(group.id) ?? []).some((id) => available.get(id)?.kind === group.kind),
  );
  const includedIds = new Set(included.map((group) => group.id));

  const groupsOf = new Map<string, string[]>();
  for (const { groupId, itemId } of catalogue.members)
    if (includedIds.has(groupId) && available.has(itemId)) pushTo(groupsOf, itemId, groupId);
  const addonGroupsOf = new Map<string, string[]>();
  for (const { productId, groupId } of catalogue.addonLinks)
    if (includedIds.has(groupId) && available.has(productId)) pushTo(addonGroupsOf, productId, groupId);

  const products: Product[] = [];
  const addons: Addon[] = [];
  for (const row of available.values()) {
    const fields = itemFields(row, groupsOf.get(row.id) ?? []);
    if (row.kind === 'ADDON') addons.push(fields);
    // One object per product: thousands of copies would only feed the garbage collector.
    else
      products.push(
        Object.assign(fields, {
          unit: row.unit ?? '',
          addonGroups: addonGroupsOf.get(row.id) ?? [],
          categories: row.categories,
        }),
      );
  }

  const productGroups: (StoreDetailGroup & { seq: number })[] = [];
  const addonGroups: AddonGroup[] = [];
  for (const group of included) {
    const members = (membersOf.get(group.id) ?? []).filter((id) => available.get(id)?.kind === group.kind);
    const common = { id: group.id, name: group.name, description: group.description, products: members };
    if (group.kind === 'PRODUCT')
      productGroups.push({ ...common, image: group.images[0] ?? null, rank: group.rank, seq: group.seq });
    else
      addonGroups.push({
        ...common,
        images: group.images,
        // It has an available member, which is ACTIVE.
        status: 'ACTIVE',
        forcedMin: group.forcedMin,
        forcedMax: group.forcedMax,
        isSameAddonAllowed: group.isSameAddonAllowed,
        lastUpdatedAt: group.updatedAt.toISOString(),
      });
  }
  productGroups.sort((a, b) => a.rank - b.rank || a.seq - b.seq);

  return {
    products,
    productGroups: productGroups.map(({ seq: _seq, ...group }) => group),
    addons,
    addonGroups,
  };
}
