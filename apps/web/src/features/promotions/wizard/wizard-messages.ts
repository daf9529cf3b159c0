import { PROMOTION_MESSAGES } from '@perkdesk/contracts';
import type { KeyOf } from '../../../i18n/keys';
import type { TFunction } from '../../../i18n/translation';
import { WIZARD_MESSAGES } from './wizard-validation';

// The English rule messages (the contract's schema and the wizard's own) → this namespace's keys.
const KEYS: Record<string, KeyOf<'perk-wizard'>> = {
  'Name must be 3 to 35 characters.': 'messages.name',
  'Description must be 3 to 255 characters.': 'messages.description',
  'Amounts must be numbers of 0 or more.': 'messages.amount',
  'Amounts must be at most 100,000.': 'messages.amountMax',
  [PROMOTION_MESSAGES.stores]: 'messages.stores',
  [PROMOTION_MESSAGES.limitedStock]: 'messages.limitedStock',
  [PROMOTION_MESSAGES.highlightAmount]: 'messages.highlightAmount',
  [PROMOTION_MESSAGES.couponFormat]: 'messages.couponFormat',
  [PROMOTION_MESSAGES.couponRequired]: 'messages.couponRequired',
  [PROMOTION_MESSAGES.couponTaken]: 'messages.couponTaken',
  [PROMOTION_MESSAGES.dealIncomplete]: 'messages.dealIncomplete',
  [PROMOTION_MESSAGES.requiredProducts]: 'messages.requiredProducts',
  [PROMOTION_MESSAGES.rewardProducts]: 'messages.rewardProducts',
  [PROMOTION_MESSAGES.wholeNumber]: 'messages.wholeNumber',
  [PROMOTION_MESSAGES.discountPercent]: 'messages.discountPercent',
  [PROMOTION_MESSAGES.dates]: 'messages.dates',
  [PROMOTION_MESSAGES.dateOrder]: 'messages.dateOrder',
  [PROMOTION_MESSAGES.required]: 'messages.required',
  [PROMOTION_MESSAGES.deletedProduct]: 'messages.deletedProduct',
  [PROMOTION_MESSAGES.unknownProduct]: 'messages.unknownProduct',
  [WIZARD_MESSAGES.groupProducts]: 'messages.groupProducts',
  [WIZARD_MESSAGES.twoGroups]: 'messages.twoGroups',
  [WIZARD_MESSAGES.minimumAboveZero]: 'messages.minimumAboveZero',
  [WIZARD_MESSAGES.amountAboveZero]: 'messages.amountAboveZero',
  [WIZARD_MESSAGES.fullPercentWithMinimum]: 'messages.fullPercentWithMinimum',
  [WIZARD_MESSAGES.highlightAmountRequired]: 'messages.highlightAmountRequired',
};

/** A rule message in the page's language; one the map does not know is shown as it came. */
export function wizardMessage(t: TFunction<'perk-wizard'>, message: string | undefined): string | undefined {
  if (!message) return undefined;
  return Object.hasOwn(KEYS, message) ? t(KEYS[message]!) : message;
}
