import { CATALOGUE_MESSAGES, TIME_WINDOW_MESSAGES } from '@perkdesk/contracts';
import type { KeyOf } from '../../../i18n/keys';
import type { TFunction } from '../../../i18n/translation';
import { catalogueMessage } from '../groups/catalogue-message';
import { ATTRIBUTE_LABEL_REQUIRED } from './product-form';

// The product dialog's own messages; the catalogue's shared ones (price, stores, groups) are in
// groups/catalogue-message.ts, and the app's (name, amounts) in lib/server-messages.ts.
const KEYS: Record<string, KeyOf<'products'>> = {
  [CATALOGUE_MESSAGES.unit]: 'messages.unit',
  [CATALOGUE_MESSAGES.unknownCategory]: 'messages.unknownCategory',
  [CATALOGUE_MESSAGES.hideUntil]: 'messages.schedule',
  [TIME_WINDOW_MESSAGES.order]: 'messages.schedule',
  [TIME_WINDOW_MESSAGES.time]: 'messages.schedule',
  [ATTRIBUTE_LABEL_REQUIRED]: 'messages.attributeLabel',
  // The field stops at 255 characters, so only the minimum can fail (spec 2 §5).
  'Description must be 3 to 255 characters.': 'messages.description',
};

/** A product field's rule message in the page's language; an unknown one is shown as it came. */
export function productMessage(
  t: TFunction<'products'>,
  tc: TFunction<'catalogue'>,
  message: string | undefined,
): string | undefined {
  if (!message) return message;
  const key = Object.hasOwn(KEYS, message) ? KEYS[message] : undefined;
  return key ? t(key) : catalogueMessage(tc, message);
}
