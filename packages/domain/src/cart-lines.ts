// The add-on rules of one cart line (contract §8 Line validation, §5 Add-on groups), pure so
// that the server and the customer apps refuse exactly the same choices. The texts belong to the
// contract (`CART_MESSAGES` in @perkdesk/contracts); this module says which rule failed where.

/**
 * An add-on group offered with a product, as the store detail lists it (contract §4): `products`
 * are the ids of its add-ons. `forcedMax` 0 means unlimited.
 */
export interface AddonGroupLimits {
  id: string;
  forcedMin: number;
  forcedMax: number;
  isSameAddonAllowed: boolean;
  products: readonly string[];
}

/** An add-on chosen on a line: its quantity is per product unit; the group is optional. */
export interface ChosenAddon {
  productId: string;
  quantity: number;
  addonGroupId?: string | null;
}

/** One failed rule. `index` is the add-on's position in the line's list. */
export type AddonChoiceProblem =
  /** The add-on is in none of the product's groups, or not in the group it names. */
  | { rule: 'NOT_ALLOWED'; index: number }
  /** More than one of this add-on per unit in a group that allows each once. */
  | { rule: 'ONLY_ONCE'; index: number; groupId: string }
  | { rule: 'AT_LEAST'; groupId: string; forcedMin: number }
  | { rule: 'AT_MOST'; groupId: string; forcedMax: number };

/**
 * The group an add-on counts toward (contract §8): its `addonGroupId` when that is one of the
 * product's groups and holds it; without one, the first of the product's groups that holds it.
 * Null when neither: the add-on cannot go on that product (a named group that does not fit is
 * refused rather than guessed).
 */
export function groupOfAddon<G extends AddonGroupLimits>(
  productGroups: readonly G[],
  addon: ChosenAddon,
): G | null {
  const holds = (group: G) => group.products.includes(addon.productId);
  if (addon.addonGroupId) {
    const named = productGroups.find((group) => group.id === addon.addonGroupId);
    return named && holds(named) ? named : null;
  }
  return productGroups.find(holds) ?? null;
}

/**
 * Checks the add-ons chosen for one product unit against the product's add-on groups, in the
 * order they are offered (contract §8):
 * - each add-on must count toward one of the groups (`NOT_ALLOWED`);
 * - in a group with `isSameAddonAllowed: false`, an add-on's quantity (summed over the list) may
 *   not exceed 1 (`ONLY_ONCE`, at the entry that goes over);
 * - S, the per-unit quantity counted toward a group, must be ≥ forcedMin (`AT_LEAST`) and, when
 *   forcedMax > 0, ≤ forcedMax (`AT_MOST`). A group nothing was chosen from has S = 0, so a
 *   mandatory group left out fails.
 * Problems come per add-on in list order, then per group in the product's order. An empty list
 * means the choice is valid.
 */
export function checkAddonChoices(
  productGroups: readonly AddonGroupLimits[],
  chosen: readonly ChosenAddon[],
): AddonChoiceProblem[] {
  const problems: AddonChoiceProblem[] = [];
  const perGroup = new Map<string, number>();
  const perGroupAddon = new Map<string, number>();
  chosen.forEach((addon, index) => {
    const group = groupOfAddon(productGroups, addon);
    if (!group) {
      problems.push({ rule: 'NOT_ALLOWED', index });
      return;
    }
    perGroup.set(group.id, (perGroup.get(group.id) ?? 0) + addon.quantity);
    const key = `${group.id}|${addon.productId}`;
    const same = (perGroupAddon.get(key) ?? 0) + addon.quantity;
    perGroupAddon.set(key, same);
    if (!group.isSameAddonAllowed && same > 1) problems.push({ rule: 'ONLY_ONCE', index, groupId: group.id });
  });
  for (const group of productGroups) {
    const selected = perGroup.get(group.id) ?? 0;
    if (selected < group.forcedMin)
      problems.push({ rule: 'AT_LEAST', groupId: group.id, forcedMin: group.forcedMin });
    else if (group.forcedMax > 0 && selected > group.forcedMax)
      problems.push({ rule: 'AT_MOST', groupId: group.id, forcedMax: group.forcedMax });
  }
  return problems;
}
