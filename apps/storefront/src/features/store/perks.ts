import type { PromotionResponse } from '@perkdesk/contracts';
import { money } from '../../lib/format';
import { t } from '../../lib/i18n';

type Promotion = PromotionResponse;

/** The promotions a product takes part in, as a required or reward item. */
export function perksForProduct(productId: string, promotions: Promotion[]): Promotion[] {
  return promotions.filter(
    (p) =>
      p.requiredProductList.some((entry) => entry.id === productId) ||
      p.rewardProductList.some((entry) => entry.id === productId),
  );
}

/** A short badge for a perk on a product card. */
export function perkBadge(promotion: Promotion, productId?: string): string {
  const percent = promotion.discountPercent ?? 100;
  const isReward = productId ? promotion.rewardProductList.some((entry) => entry.id === productId) : false;
  switch (promotion.type) {
    case 'PUNCH_CARD':
      return t('perk.punch');
    case 'POINT_PERK':
      return t('perk.points', { points: promotion.rewardPoints ?? 0 });
    case 'REWARD_ITEM':
      return t('perk.reward', { points: promotion.requiredPoints ?? 0 });
    default:
      break;
  }
  switch (promotion.dealType) {
    case 'DEAL_BUY_ONE_GET_ONE':
      return percent >= 100 ? t('perk.bogo') : t('perk.bogoPercent', { percent });
    case 'DEAL_FREE_ITEM':
      return t('perk.freeWith', { amount: money(promotion.requiredAmount ?? 0) });
    case 'DEAL_DISCOUNT_ITEMS_P':
      return t('perk.percentOff', { percent });
    case 'DEAL_MULTI_COMBO':
      return t('perk.combo', { amount: money(promotion.discountAmount ?? 0) });
    case 'DEAL_MULTI_BUNDLE':
      return t('perk.bundle', { amount: money(promotion.fixedAmount ?? 0) });
    case 'DEAL_DISCOUNT_CART_F':
      return t('perk.cartOff', { amount: money(promotion.discountAmount ?? 0) });
    case 'DEAL_DISCOUNT_CART_P':
      return t('perk.cartPercent', { percent });
    default:
      return isReward ? t('perk.reward', { points: 0 }) : t('perk.deal');
  }
}

/** The condition a perk needs, for the perks strip ("On orders of $20 or more"). */
export function perkCondition(promotion: Promotion): string | null {
  if (promotion.requiredAmount && promotion.requiredAmount > 0) {
    return t('perk.minimum', { amount: money(promotion.requiredAmount) });
  }
  if (promotion.type === 'PUNCH_CARD' && promotion.requiredPunches) {
    return t('perk.punchesNeeded', { punches: promotion.requiredPunches, items: promotion.rewardItems ?? 1 });
  }
  return null;
}

export interface SpendSuggestion {
  promotion: Promotion;
  /** Dollars still to add before the deal qualifies. */
  missing: number;
}

/**
 * "Spend $X more for …" (contract §7 Suggestions): public deals with
 * `highlightAmount ≤ E < requiredAmount`, E being the cart's products on normal lines.
 */
export function spendSuggestions(promotions: Promotion[], eligibleAmount: number): SpendSuggestion[] {
  const cents = (dollars: number) => Math.round(dollars * 100);
  const e = cents(eligibleAmount);
  return promotions
    .filter(
      (p) =>
        p.type === 'DEAL' &&
        p.isPublicAvailable &&
        p.highlightAmount !== null &&
        p.requiredAmount !== null &&
        cents(p.highlightAmount) <= e &&
        e < cents(p.requiredAmount),
    )
    .map((promotion) => ({ promotion, missing: (cents(promotion.requiredAmount ?? 0) - e) / 100 }));
}
