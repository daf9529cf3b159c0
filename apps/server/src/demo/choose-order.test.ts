import type { StoreDetail } from '@perkdesk/contracts';
import { describe, expect, it } from 'vitest';
import { chooseAddons, chooseLines } from './choose-order';
import { seededRandom } from './seeded-random';

const group = (
  id: string,
  addons: string[],
  forcedMin: number,
  forcedMax: number,
  isSameAddonAllowed: boolean,
) => ({
  id,
  name: id,
  description: null,
  images: [],
  products: addons,
  status: 'ACTIVE' as const,
  forcedMin,
  forcedMax,
  isSameAddonAllowed,
  lastUpdatedAt: '2026-11-21T00:00:00.000Z',
});

const detail = {
  store: { id: 's1', serveOptions: ['PICKUP', 'DELIVERY'] },
  products: [{ id: 'latte', addonGroups: ['milk', 'shots', 'syrups'] }],
  addons: ['oat', 'soy', 'whole', 'shot', 'vanilla', 'caramel'].map((id) => ({ id })),
  addonGroups: [
    group('milk', ['oat', 'soy', 'whole'], 1, 1, false),
    group('shots', ['shot'], 0, 3, true),
    group('syrups', ['vanilla', 'caramel', 'hazelnut-sold-out'], 0, 2, false),
  ],
  productGroups: [],
  promotions: [],
} as unknown as StoreDetail;

describe("the simulator's choices", () => {
  it('honour every add-on group: minimum, maximum, once each unless allowed', () => {
    const random = seededRandom(7);
    for (let run = 0; run < 500; run++) {
      const addons = chooseAddons(detail, 'latte', random);
      const perGroup = (id: string) =>
        addons.filter((addon) => addon.addonGroupId === id).reduce((sum, addon) => sum + addon.quantity, 0);
      expect(perGroup('milk')).toBe(1);
      expect(perGroup('shots')).toBeLessThanOrEqual(3);
      expect(perGroup('syrups')).toBeLessThanOrEqual(2);
      for (const addon of addons.filter((entry) => entry.addonGroupId !== 'shots'))
        expect(addon.quantity).toBe(1);
      expect(addons.map((addon) => addon.productId)).not.toContain('hazelnut-sold-out');
    }
  });

  it('build one to four lines of quantities 1 to 3', () => {
    const random = seededRandom(11);
    for (let run = 0; run < 200; run++) {
      const lines = chooseLines(detail, random);
      expect(lines.length).toBeGreaterThanOrEqual(1);
      expect(lines.length).toBeLessThanOrEqual(4);
      for (const line of lines) expect([1, 2, 3]).toContain(line.quantity);
    }
  });
});
