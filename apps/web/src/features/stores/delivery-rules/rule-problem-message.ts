import { DELIVERY_RULE_MESSAGES, type DeliveryRuleProblem } from '@perkdesk/domain';
import type { TFunction } from '../../../i18n/translation';
import { translateStoreMessage } from '../form/store-messages';

const MESSAGE: Record<DeliveryRuleProblem, string> = {
  NOT_UNIQUE: DELIVERY_RULE_MESSAGES.notUnique,
  ZERO_MINIMUM_REQUIRED: DELIVERY_RULE_MESSAGES.zeroMinimumRequired,
};

/** The server's message for a rule problem (spec 2 §8), in the page's language. */
export function problemMessage(t: TFunction<'stores'>, problem: DeliveryRuleProblem): string {
  return translateStoreMessage(t, MESSAGE[problem]) ?? MESSAGE[problem];
}
