import type { AddonGroup } from '@perkdesk/contracts';
import { t } from '../../lib/i18n';

/** Per product unit: group id → add-on id → quantity. */
export type AddonSelection = Record<string, Record<string, number>>;

export interface AddonProblem {
  groupId: string;
  message: string;
}

type GroupRules = Pick<AddonGroup, 'id' | 'name' | 'forcedMin' | 'forcedMax' | 'isSameAddonAllowed'>;

export const groupTotal = (selection: AddonSelection, groupId: string) =>
  Object.values(selection[groupId] ?? {}).reduce((sum, quantity) => sum + quantity, 0);

/**
 * The contract §8 add-on rules, checked before the server sees the line: at least `forcedMin`,
 * at most a non-zero `forcedMax`, and one of each add-on unless `isSameAddonAllowed`.
 */
export function addonProblems(
  groups: GroupRules[],
  selection: AddonSelection,
  addonName: (id: string) => string,
): AddonProblem[] {
  const problems: AddonProblem[] = [];
  for (const group of groups) {
    const total = groupTotal(selection, group.id);
    if (total < group.forcedMin) {
      problems.push({
        groupId: group.id,
        message: t('sheet.atLeast', { min: group.forcedMin, group: group.name }),
      });
    } else if (group.forcedMax > 0 && total > group.forcedMax) {
      problems.push({
        groupId: group.id,
        message: t('sheet.atMost', { max: group.forcedMax, group: group.name }),
      });
    }
    if (!group.isSameAddonAllowed) {
      for (const [addonId, quantity] of Object.entries(selection[group.id] ?? {})) {
        if (quantity > 1) {
          problems.push({ groupId: group.id, message: t('sheet.once', { addon: addonName(addonId) }) });
        }
      }
    }
  }
  return problems;
}

/** How many of one add-on may be chosen now without breaking the group's maximum or the once rule. */
export function maxFor(group: GroupRules, selection: AddonSelection, addonId: string): number {
  const current = selection[group.id]?.[addonId] ?? 0;
  const room = group.forcedMax > 0 ? group.forcedMax - groupTotal(selection, group.id) + current : 99;
  return Math.max(0, Math.min(group.isSameAddonAllowed ? 99 : 1, room));
}

/** A single choice group is shown as radio buttons: exactly one add-on. */
export const isSingleChoice = (group: GroupRules) => group.forcedMin === 1 && group.forcedMax === 1;

/** Sets one add-on's quantity; a single-choice group replaces its previous choice. */
export function choose(
  group: GroupRules,
  selection: AddonSelection,
  addonId: string,
  quantity: number,
): AddonSelection {
  const current = isSingleChoice(group) ? {} : { ...(selection[group.id] ?? {}) };
  if (quantity > 0) current[addonId] = quantity;
  else delete current[addonId];
  return { ...selection, [group.id]: current };
}

/** The line's price in cents: (product + chosen add-ons per unit) × quantity. */
export function lineCents(
  productPrice: number,
  selection: AddonSelection,
  addonPrice: (id: string) => number,
  quantity: number,
): number {
  const cents = (dollars: number) => Math.round(dollars * 100);
  let unit = cents(productPrice);
  for (const group of Object.values(selection)) {
    for (const [addonId, count] of Object.entries(group)) unit += cents(addonPrice(addonId)) * count;
  }
  return unit * quantity;
}

/** The `addons` of a cart line body (contract §8), each counted toward its group. */
export function toCartAddons(selection: AddonSelection) {
  return Object.entries(selection).flatMap(([addonGroupId, addons]) =>
    Object.entries(addons)
      .filter(([, quantity]) => quantity > 0)
      .map(([productId, quantity]) => ({ productId, quantity, addonGroupId })),
  );
}
