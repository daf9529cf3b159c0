import { LOCATION_REQUIRED_MESSAGE, STORE_MESSAGES } from '@perkdesk/contracts';
import type { TFunction } from '../../../i18n/translation';
import { serverMessageKey, translateServerMessage } from '../../../lib/server-messages';

/** A rule message in the page's language; one without a translation is shown as it came. */
export function translateStoreMessage(
  t: TFunction<'stores'>,
  message: string | undefined,
): string | undefined {
  if (!message) return message;
  // The store pages word two contract messages their own way; the rest are shared
  // (lib/server-messages.ts). The description field stops at 255, so only the minimum can fail
  // (spec 2 §5: 'minimum 3 characters').
  if (serverMessageKey(message) === 'messages.description') return t('messages.description');
  if (message === LOCATION_REQUIRED_MESSAGE) return t('messages.location');
  if (message === STORE_MESSAGES.slug) return t('messages.slug');
  if (message === STORE_MESSAGES.slugTaken) return t('messages.slugTaken');
  return translateServerMessage(message);
}
