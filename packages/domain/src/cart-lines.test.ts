import { describe, expect, it } from 'vitest';
import {
  type AddonChoiceProblem,
  type AddonGroupLimits,
  type ChosenAddon,
  checkAddonChoices,
  groupOfAddon,
} from './cart-lines';

const group = (
  id: string,
  products: string[],
  limits: Partial<Omit<AddonGroupLimits, 'id' | 'products'>> = {},
): AddonGroupLimits => ({ id, products, forcedMin: 0, forcedMax: 0, isSameAddonAllowed: true, ...limits });

// Milk: exactly one, each once. Syrups: up to 3, repeats allowed. Extras: optional, each once.
// Lactose-free milk is in both Milk and Extras.
const milk = group('milk', ['oat', 'soy', 'lactose-free'], {
  forcedMin: 1,
  forcedMax: 1,
  isSameAddonAllowed: false,
});
const syrups = group('syrups', ['vanilla', 'caramel'], { forcedMax: 3 });
const extras = group('extras', ['shot', 'lactose-free'], { isSameAddonAllowed: false });
const groups = [milk, syrups, extras];

const pick = (productId: string, quantity = 1, addonGroupId: string | null = null): ChosenAddon => ({
  productId,
  quantity,
  addonGroupId,
});

describe('groupOfAddon', () => {
  it.each<[string, ChosenAddon, string | null]>([
    ['the first group that holds it', pick('lactose-free'), 'milk'],
    ['its named group', pick('lactose-free', 1, 'extras'), 'extras'],
    ['a named group that does not hold it', pick('oat', 1, 'extras'), null],
    ['a named group the product does not offer', pick('oat', 1, 'elsewhere'), null],
    ['an add-on in none of the groups', pick('ketchup'), null],
  ])('%s', (_name, addon, expected) => expect(groupOfAddon(groups, addon)?.id ?? null).toBe(expected));
});

describe('checkAddonChoices', () => {
  it.each<[string, AddonGroupLimits[], ChosenAddon[], AddonChoiceProblem[]]>([
    ['no groups, no add-ons', [], [], []],
    ['a valid choice', groups, [pick('oat'), pick('vanilla', 2), pick('shot')], []],
    [
      'a mandatory group left out',
      groups,
      [pick('vanilla')],
      [{ rule: 'AT_LEAST', groupId: 'milk', forcedMin: 1 }],
    ],
    [
      'two from a group of at most one',
      groups,
      [pick('oat'), pick('soy')],
      [{ rule: 'AT_MOST', groupId: 'milk', forcedMax: 1 }],
    ],
    [
      'a quantity above the maximum',
      groups,
      [pick('oat'), pick('vanilla', 4)],
      [{ rule: 'AT_MOST', groupId: 'syrups', forcedMax: 3 }],
    ],
    ['at the maximum, summed over add-ons', groups, [pick('oat'), pick('vanilla', 2), pick('caramel')], []],
    ['repeats where allowed', groups, [pick('oat'), pick('caramel', 3)], []],
    [
      'a quantity above 1 where each is allowed once',
      groups,
      [pick('oat'), pick('shot', 2)],
      [{ rule: 'ONLY_ONCE', index: 1, groupId: 'extras' }],
    ],
    [
      'the same add-on listed twice where each is allowed once',
      groups,
      [pick('oat'), pick('shot'), pick('shot')],
      [{ rule: 'ONLY_ONCE', index: 2, groupId: 'extras' }],
    ],
    [
      'the same add-on in two groups counts once in each',
      groups,
      [pick('lactose-free'), pick('lactose-free', 1, 'extras')],
      [],
    ],
    [
      'without a group, an add-on counts toward the first that holds it',
      groups,
      [pick('lactose-free'), pick('lactose-free')],
      [
        { rule: 'ONLY_ONCE', index: 1, groupId: 'milk' },
        { rule: 'AT_MOST', groupId: 'milk', forcedMax: 1 },
      ],
    ],
    [
      'an add-on the product does not offer; it counts toward no group',
      groups,
      [pick('ketchup')],
      [
        { rule: 'NOT_ALLOWED', index: 0 },
        { rule: 'AT_LEAST', groupId: 'milk', forcedMin: 1 },
      ],
    ],
    [
      'a named group that does not hold the add-on',
      groups,
      [pick('oat', 1, 'syrups')],
      [
        { rule: 'NOT_ALLOWED', index: 0 },
        { rule: 'AT_LEAST', groupId: 'milk', forcedMin: 1 },
      ],
    ],
    [
      'a minimum of two met by one add-on twice',
      [group('sides', ['fries', 'salad'], { forcedMin: 2 })],
      [pick('fries', 2)],
      [],
    ],
    [
      'a minimum of two, one chosen',
      [group('sides', ['fries', 'salad'], { forcedMin: 2, forcedMax: 3 })],
      [pick('salad')],
      [{ rule: 'AT_LEAST', groupId: 'sides', forcedMin: 2 }],
    ],
    [
      'problems per add-on first, then per group in order',
      groups,
      [pick('shot', 2), pick('vanilla', 5)],
      [
        { rule: 'ONLY_ONCE', index: 0, groupId: 'extras' },
        { rule: 'AT_LEAST', groupId: 'milk', forcedMin: 1 },
        { rule: 'AT_MOST', groupId: 'syrups', forcedMax: 3 },
      ],
    ],
  ])('%s', (_name, productGroups, chosen, expected) =>
    expect(checkAddonChoices(productGroups, chosen)).toEqual(expected),
  );
});
