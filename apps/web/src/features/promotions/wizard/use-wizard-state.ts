import type { PromotionResponse } from '@perkdesk/contracts';
import { useState } from 'react';
import { copyName } from '../promotion-copy';
import type { WizardStep, WizardTarget } from './wizard-steps';
import type { WizardErrors } from './wizard-validation';
import { emptyValues, valuesOf, type WizardValues } from './wizard-values';

/**
 * The values a wizard starts from: the edited promotion, a copy of one (spec 2 §4 Duplicating:
 * no images, name_copy; a coupon is unique per merchant, so none; deleted products dropped), or a
 * new perk (combo and bundle with two empty groups).
 */
export function initialValues(
  target: WizardTarget,
  promotion: PromotionResponse | undefined,
  storeIds: readonly string[],
): WizardValues {
  if (!promotion) return emptyValues(storeIds, target.kind === 'combo' || target.kind === 'bundle' ? 2 : 1);
  const saved = valuesOf(promotion);
  if (target.action === 'edit') return saved;
  const deleted = new Set(
    saved.savedProducts.filter((product) => product.deleted).map((product) => product.id),
  );
  const live = (ids: string[]) => ids.filter((id) => !deleted.has(id));
  return {
    ...saved,
    name: copyName(promotion.name),
    images: [],
    couponCode: '',
    requiredGroups: saved.requiredGroups.map((group) => ({ ...group, productIds: live(group.productIds) })),
    rewardProductIds: live(saved.rewardProductIds),
  };
}

/**
 * One state for the whole flow: the values, the steps the user tried to leave (their problems
 * show), and what the server refused at the last save (until the next change).
 */
export function useWizardState(initial: () => WizardValues) {
  const [values, setValues] = useState(initial);
  const [tried, setTried] = useState<ReadonlySet<WizardStep>>(new Set());
  const [refused, setRefused] = useState<WizardErrors>({});
  return {
    values,
    change: (patch: Partial<WizardValues>) => {
      setValues((current) => ({ ...current, ...patch }));
      setRefused({});
    },
    refused,
    setRefused,
    tried,
    markTried: (step: WizardStep) => setTried((current) => new Set([...current, step])),
  };
}
