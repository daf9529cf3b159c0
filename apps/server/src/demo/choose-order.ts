import type { AddressInput, CartItemInput, ServeType, StoreDetail } from '@perkdesk/contracts';

type Random = () => number;

const INSTRUCTIONS = ['', '', '', 'Extra hot, please', 'No napkins', 'Cut in half', 'Light ice', 'To share'];

const pickOne = <T>(list: readonly T[], random: Random): T => list[Math.floor(random() * list.length)] as T;

/**
 * Add-ons for one product unit that honour each of the product's add-on groups: at least
 * forcedMin and at most forcedMax (0 = no limit) per group, once each unless the group allows
 * the same add-on twice. Optional groups are chosen about a third of the time.
 */
export function chooseAddons(
  detail: StoreDetail,
  productId: string,
  random: Random,
): CartItemInput['addons'] {
  const product = detail.products.find((candidate) => candidate.id === productId);
  const available = new Set(detail.addons.map((addon) => addon.id));
  const chosen: CartItemInput['addons'] = [];
  for (const groupId of product?.addonGroups ?? []) {
    const group = detail.addonGroups.find((candidate) => candidate.id === groupId);
    if (!group) continue;
    const options = group.products.filter((id) => available.has(id));
    if (options.length === 0) continue;
    const cap = group.forcedMax > 0 ? group.forcedMax : Math.min(3, options.length);
    const wanted =
      group.forcedMin > 0
        ? group.forcedMin + Math.floor(random() * (cap - group.forcedMin + 1))
        : random() < 0.35
          ? 1 + Math.floor(random() * cap)
          : 0;
    const counts = new Map<string, number>();
    for (let i = 0; i < wanted; i++) {
      const fresh = options.filter((id) => !counts.has(id));
      const pool = group.isSameAddonAllowed ? options : fresh;
      if (pool.length === 0) break;
      const id = pickOne(pool, random);
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    for (const [id, quantity] of counts) chosen.push({ productId: id, quantity, addonGroupId: group.id });
  }
  return chosen;
}

/** One to four lines of what the store offers now, mostly single units. */
export function chooseLines(detail: StoreDetail, random: Random): CartItemInput[] {
  if (detail.products.length === 0) return [];
  const count = 1 + Math.floor(random() * 4);
  const lines: CartItemInput[] = [];
  for (let i = 0; i < count; i++) {
    const product = pickOne(detail.products, random);
    lines.push({
      productId: product.id,
      quantity: random() < 0.75 ? 1 : 2 + Math.floor(random() * 2),
      instruction: pickOne(INSTRUCTIONS, random),
      addons: chooseAddons(detail, product.id, random),
    });
  }
  return lines;
}

/** A serve type the store offers, delivery about a third of the time when it is offered. */
export function chooseServeType(detail: StoreDetail, random: Random): ServeType {
  const offered = detail.store.serveOptions;
  if (offered.includes('DELIVERY') && random() < 0.35) return 'DELIVERY';
  const inStore = offered.filter((option) => option !== 'DELIVERY');
  return inStore.length > 0 ? pickOne(inStore, random) : 'DELIVERY';
}

const STREETS = [
  'King St W',
  'Queen St E',
  'Rue Sainte-Catherine',
  'Spadina Ave',
  'Boulevard Saint-Laurent',
  'Dundas St W',
];

/** An address 0.3 to 4 km from the store, in a random direction, with its coordinates. */
export function nearbyAddress(detail: StoreDetail, random: Random): AddressInput {
  const store = detail.store.address;
  const [lng, lat] = store.location?.coordinates ?? [-79.347015, 43.65107];
  const km = 0.3 + random() * 3.7;
  const bearing = random() * 2 * Math.PI;
  const dLat = (km / 111.32) * Math.cos(bearing);
  const dLng = (km / (111.32 * Math.cos((lat * Math.PI) / 180))) * Math.sin(bearing);
  const point: [number, number] = [lng + dLng, lat + dLat];
  return {
    streetNumber: String(10 + Math.floor(random() * 900)),
    streetName: pickOne(STREETS, random),
    city: store.city,
    province: store.province,
    country: store.country,
    postalCode: store.postalCode,
    location: { type: 'Point', coordinates: point },
  };
}
