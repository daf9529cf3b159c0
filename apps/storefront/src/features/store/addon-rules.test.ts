import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { addonProblems, choose, lineCents, maxFor, toCartAddons } from './addon-rules';

const size = { id: 'g1', name: 'Size', forcedMin: 1, forcedMax: 1, isSameAddonAllowed: false };
const extras = { id: 'g2', name: 'Extras', forcedMin: 0, forcedMax: 3, isSameAddonAllowed: true };
const syrups = { id: 'g3', name: 'Syrups', forcedMin: 2, forcedMax: 0, isSameAddonAllowed: false };
const names: Record<string, string> = { a: 'Small', b: 'Large', x: 'Shot', v: 'Vanilla' };
const name = (id: string) => names[id] ?? id;

beforeAll(() => initI18n('?lang=en', ['en']));

describe('add-on rules (contract §8)', () => {
  it('asks for the minimum of a mandatory group, in the contract words', () => {
    expect(addonProblems([size], {}, name)).toEqual([
      { groupId: 'g1', message: 'Select at least 1 option(s) from Size.' },
    ]);
    expect(addonProblems([size], { g1: { a: 1 } }, name)).toEqual([]);
  });

  it('refuses more than a non-zero maximum, and a 0 maximum means unlimited', () => {
    expect(addonProblems([extras], { g2: { x: 4 } }, name)).toEqual([
      { groupId: 'g2', message: 'Select at most 3 option(s) from Extras.' },
    ]);
    expect(addonProblems([syrups], { g3: { v: 1, a: 1, b: 1 } }, name)).toEqual([]);
  });

  it('refuses the same add-on twice when the group does not allow it', () => {
    expect(addonProblems([syrups], { g3: { v: 2 } }, name)).toEqual([
      { groupId: 'g3', message: 'Vanilla can only be selected once.' },
    ]);
  });

  it('a single-choice group replaces the previous choice', () => {
    const first = choose(size, {}, 'a', 1);
    expect(choose(size, first, 'b', 1)).toEqual({ g1: { b: 1 } });
  });

  it('limits the stepper by the group maximum and the once rule', () => {
    expect(maxFor(extras, { g2: { x: 2 } }, 'x')).toBe(3);
    expect(maxFor(extras, { g2: { x: 2, y: 1 } }, 'x')).toBe(2);
    expect(maxFor(syrups, {}, 'v')).toBe(1);
  });

  it('prices the line as (product + add-ons per unit) × quantity, in cents', () => {
    const prices: Record<string, number> = { x: 0.75, b: 0.5 };
    expect(lineCents(4.1, { g1: { b: 1 }, g2: { x: 2 } }, (id) => prices[id] ?? 0, 3)).toBe(
      3 * (410 + 50 + 150),
    );
  });

  it('turns the selection into cart add-ons with their group', () => {
    expect(toCartAddons({ g1: { b: 1 }, g2: { x: 2 } })).toEqual([
      { productId: 'b', quantity: 1, addonGroupId: 'g1' },
      { productId: 'x', quantity: 2, addonGroupId: 'g2' },
    ]);
  });
});
