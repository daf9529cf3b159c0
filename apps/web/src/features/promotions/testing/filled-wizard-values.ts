import type { PerkKind } from '../perk-kinds';
import { emptyValues, type WizardValues } from '../wizard/wizard-values';

// Filled wizard values for each kind, for the unit and component tests.

export const STORE_ID = '10000000000000000001';
export const PRODUCT_A = '20000000000000000001';
export const PRODUCT_B = '20000000000000000002';
export const PRODUCT_C = '20000000000000000003';

/** A valid perk of the kind: the general step filled, and the kind's own fields. */
export function filledValues(kind: PerkKind): WizardValues {
  const base = {
    ...emptyValues([STORE_ID], kind === 'combo' || kind === 'bundle' ? 2 : 1),
    name: `My ${kind}`,
  };
  const one = [{ productIds: [PRODUCT_A], quantity: '1' }];
  const two = [
    { productIds: [PRODUCT_A], quantity: '1' },
    { productIds: [PRODUCT_B, PRODUCT_C], quantity: '2' },
  ];
  switch (kind) {
    case 'punch-card':
      return {
        ...base,
        requiredGroups: one,
        rewardProductIds: [PRODUCT_B],
        requiredPunches: '8',
        rewardItems: '1',
      };
    case 'point-perk':
      return { ...base, requiredGroups: one, rewardPoints: '200' };
    case 'reward-item':
      return { ...base, rewardProductIds: [PRODUCT_B], requiredPoints: '500' };
    case 'buy-one-get-one':
      return { ...base, requiredGroups: one, rewardProductIds: [PRODUCT_B], rewardQuantity: '1' };
    case 'free-item':
      return { ...base, rewardProductIds: [PRODUCT_B], requiredAmount: '20.00' };
    case 'discount-items':
      return { ...base, rewardProductIds: [PRODUCT_B], discountPercent: '25' };
    case 'discount-cart-fixed':
      return { ...base, discountAmount: '5.00' };
    case 'discount-cart-percent':
      return { ...base, discountPercent: '10' };
    case 'combo':
      return { ...base, requiredGroups: two, discountAmount: '2.00' };
    case 'bundle':
      return { ...base, requiredGroups: two, fixedAmount: '9.99' };
  }
}
