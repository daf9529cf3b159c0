import { CATALOGUE_MESSAGES } from '@perkdesk/contracts';
import { FORCED_MAX_MESSAGE } from '@perkdesk/domain';
import type { KeyOf } from '../../../i18n/keys';
import type { TFunction } from '../../../i18n/translation';
import { translateServerMessage } from '../../../lib/server-messages';

/** The add-on group limits' message in the contract (addonGroupInputSchema). */
export const FORCED_LIMIT_MESSAGE = 'Limits must be whole numbers of 0 or more.';

// The catalogue's rule messages (contract §5, spec 2 §5) and their keys here; the shared ones
// (name, description, amounts) are in lib/server-messages.ts.
const KEYS: Record<string, KeyOf<'catalogue'>> = {
  [CATALOGUE_MESSAGES.price]: 'messages.price',
  [CATALOGUE_MESSAGES.priceMax]: 'messages.priceMax',
  [CATALOGUE_MESSAGES.stores]: 'messages.stores',
  [CATALOGUE_MESSAGES.groupsRequired]: 'messages.groupsRequired',
  [CATALOGUE_MESSAGES.unknownGroup]: 'messages.unknownGroup',
  [CATALOGUE_MESSAGES.unknownStore]: 'messages.unknownStore',
  [CATALOGUE_MESSAGES.taxPerStore]: 'messages.taxPerStore',
  [CATALOGUE_MESSAGES.productGroupEmpty]: 'messages.productGroupEmpty',
  [CATALOGUE_MESSAGES.addonGroupEmpty]: 'messages.addonGroupEmpty',
  [FORCED_MAX_MESSAGE]: 'messages.forcedMax',
  [FORCED_LIMIT_MESSAGE]: 'messages.forcedLimit',
};

/** A catalogue form's rule message in the page's language; an unknown one is shown as it came. */
export function catalogueMessage(t: TFunction<'catalogue'>, message: string | undefined): string | undefined {
  if (!message) return message;
  const key = Object.hasOwn(KEYS, message) ? KEYS[message] : undefined;
  return key ? t(key) : translateServerMessage(message);
}
