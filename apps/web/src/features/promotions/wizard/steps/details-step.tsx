import { ItemGroupsField } from '../fields/item-groups-field';
import { OptionsSection } from '../fields/options-section';
import type { StepProps } from '../step-props';
import type { WizardStep } from '../wizard-steps';
import {
  BogoBenefit,
  CartBenefit,
  ItemsBenefit,
  MultiBenefit,
  RequiredProducts,
  RewardProducts,
} from './deal-details';
import { PointPerkDetails, PunchCardDetails, RewardItemDetails } from './loyalty-details';

/** The kind's fields of one details step (spec 2 §2 wizard, §3 Promotion). */
export function DetailsStep(props: StepProps & { step: WizardStep }) {
  const { kind, step } = props;
  switch (kind) {
    case 'punch-card':
      return <PunchCardDetails {...props} />;
    case 'point-perk':
      return <PointPerkDetails {...props} />;
    case 'reward-item':
      return <RewardItemDetails {...props} />;
    case 'buy-one-get-one':
      return step === 'details1' ? <RequiredProducts {...props} /> : <BogoBenefit {...props} />;
    case 'free-item':
    case 'discount-items':
      return step === 'details1' ? <RewardProducts {...props} /> : <ItemsBenefit {...props} />;
    case 'discount-cart-fixed':
    case 'discount-cart-percent':
      return step === 'details1' ? <CartBenefit {...props} /> : <OptionsSection {...props} alone />;
    case 'combo':
    case 'bundle':
      return step === 'details1' ? <ItemGroupsField {...props} /> : <MultiBenefit {...props} />;
  }
}
