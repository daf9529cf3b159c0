import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { promotion } from '../../testing/fixtures';
import { perkBadge, perksForProduct, spendSuggestions } from './perks';

const ref = (id: string) => ({
  id,
  groupIndex: null,
  quantity: 1,
  name: id,
  price: 1,
  status: 'ACTIVE' as const,
});

beforeAll(() => initI18n('?lang=en', ['en']));

describe('perks on the store page', () => {
  it('suggests a deal while highlightAmount ≤ E < requiredAmount (contract §7)', () => {
    const free = promotion({
      name: 'Free cookie',
      requiredAmount: 20,
      highlightAmount: 10,
      dealType: 'DEAL_FREE_ITEM',
    });
    expect(spendSuggestions([free], 9.99)).toEqual([]);
    expect(spendSuggestions([free], 12.5)).toEqual([{ promotion: free, missing: 7.5 }]);
    expect(spendSuggestions([free], 20)).toEqual([]);
  });

  it('never suggests a deal without a highlight amount, or a non-deal', () => {
    expect(spendSuggestions([promotion({ requiredAmount: 20 })], 15)).toEqual([]);
    expect(
      spendSuggestions([promotion({ type: 'POINT_PERK', requiredAmount: 20, highlightAmount: 0 })], 15),
    ).toEqual([]);
  });

  it('finds the perks of a product and names each kind', () => {
    const bogo = promotion({
      id: 'b',
      dealType: 'DEAL_BUY_ONE_GET_ONE',
      requiredProductList: [ref('latte')],
      rewardProductList: [ref('latte')],
    });
    const punch = promotion({
      id: 'c',
      type: 'PUNCH_CARD',
      dealType: 'DEAL_UNKNOWN',
      requiredProductList: [ref('latte')],
    });
    const combo = promotion({
      id: 'd',
      dealType: 'DEAL_MULTI_COMBO',
      discountAmount: 2,
      requiredProductList: [ref('bagel')],
    });
    expect(perksForProduct('latte', [bogo, punch, combo]).map((p) => p.id)).toEqual(['b', 'c']);
    expect(perkBadge(bogo)).toBe('Buy one, get one free');
    expect(perkBadge(punch)).toBe('Earns a punch');
    expect(perkBadge(combo)).toBe('Combo: save $2.00');
    expect(perkBadge(promotion({ dealType: 'DEAL_DISCOUNT_ITEMS_P', discountPercent: 15 }))).toBe('15% off');
  });
});
