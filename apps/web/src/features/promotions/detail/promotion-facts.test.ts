import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, loadNamespaces } from '../../../i18n';
import { type PromotionsT, productName } from '../promotion-format';
import { productRef, samplePromotion } from '../testing/sample-promotion';
import { type Fact, promotionFacts } from './promotion-facts';

let t: PromotionsT;
beforeAll(async () => {
  const i18n = await initI18n('en');
  await loadNamespaces('components', 'promotions');
  t = i18n.getFixedT(['promotions', 'components']) as PromotionsT;
});

const storeNames = new Map([['10000000000000000011', 'Queen West']]);
const facts = (over: Parameters<typeof samplePromotion>[0]) =>
  Object.fromEntries(
    promotionFacts(samplePromotion(over), { t, language: 'en', storeNames }).map((fact: Fact) => [
      fact.key,
      fact.value,
    ]),
  );

describe('promotion detail facts', () => {
  it('reads a combo: groups with their quantities, money, highlight and limits', () => {
    const combo = facts({
      dealType: 'DEAL_MULTI_COMBO',
      requiredProductList: [
        productRef({ id: '1', name: 'Latte', groupIndex: 0, quantity: 2 }),
        productRef({ id: '2', name: 'Mocha', groupIndex: 0, quantity: 2 }),
        productRef({ id: '3', name: 'Croissant', groupIndex: 1, status: 'DELETED' }),
      ],
      rewardProductList: [],
      discountPercent: null,
      discountAmount: 2.5,
      requiredAmount: 10,
      highlightInProductList: [1],
      maxRedeem: 3,
      availableTime: [{ day: 'MONDAY', fromTime: '08:00', toTime: '11:30' }],
    });
    expect(combo).toMatchObject({
      type: 'Combo',
      stores: 'Queen West',
      requiredProducts: 'Item group 1 (× 2): Latte, Mocha\nItem group 2 (× 1): Croissant (deleted)',
      discountAmount: '$2.50',
      requiredAmount: '$10.00',
      highlight: 'An item of group 2 is in the cart',
      maxRedeem: '3',
      limitedStock: 'Unlimited',
      availableTime: 'MON 08:00–11:30',
      displayTime: 'At all times',
      isMaster: 'No',
      isAddonCharged: 'Charged',
    });
    expect(combo).not.toHaveProperty('fixedAmount');
    expect(combo).not.toHaveProperty('discountPercent');
  });

  it('reads a hidden cart percent deal with its coupon and a cart-value highlight', () => {
    const deal = facts({
      dealType: 'DEAL_DISCOUNT_CART_P',
      requiredProductList: [],
      rewardProductList: [],
      discountPercent: 12.5,
      requiredAmount: 30,
      highlightAmount: 25,
      isPublicAvailable: false,
      couponCode: 'SPRING25',
      availableFrom: '2026-04-01',
      availableTo: '2026-04-30',
    });
    expect(deal).toMatchObject({
      discountPercent: '12.5%',
      visibility: 'Hidden: only with coupon SPRING25',
      highlight: 'The cart reaches $25.00',
      availableFrom: 'Apr 1, 2026',
      availableTo: 'Apr 30, 2026',
    });
    expect(deal).not.toHaveProperty('requiredProducts');
    expect(deal).not.toHaveProperty('couponCode');
  });

  it('shows a punch card only the fields a punch card has', () => {
    const card = facts({
      type: 'PUNCH_CARD',
      dealType: 'DEAL_UNKNOWN',
      discountPercent: null,
      requiredPunches: 8,
      rewardItems: 1,
      isAddonCharged: false,
      rewardProductList: [productRef({ name: 'Drip coffee', quantity: 2 })],
    });
    expect(card).toMatchObject({
      type: 'Punch card',
      requiredPunches: '8',
      rewardItems: '1',
      rewardProducts: 'Drip coffee (× 2)',
      isAddonCharged: 'Included free',
    });
    for (const absent of [
      'visibility',
      'maxRedeem',
      'limitedStock',
      'isMaster',
      'availableTime',
      'highlight',
    ])
      expect(card).not.toHaveProperty(absent);
  });

  it('shows points with pts for point perks and reward items', () => {
    expect(facts({ type: 'POINT_PERK', dealType: 'DEAL_UNKNOWN', rewardPoints: 250 }).rewardPoints).toBe(
      '250 pts',
    );
    const reward = facts({
      type: 'REWARD_ITEM',
      dealType: 'DEAL_UNKNOWN',
      requiredPoints: 1500,
      limitedStock: 20,
    });
    expect(reward).toMatchObject({ requiredPoints: '1,500 pts', limitedStock: '20', type: 'Reward item' });
  });

  it('names an unexpanded product by its id', () => {
    expect(productName(t, productRef({ id: '42', name: null }))).toBe('Product 42');
  });
});
