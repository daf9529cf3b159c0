import {
  AMOUNT_MESSAGE,
  DELIVERY_MESSAGES,
  EMAIL_MESSAGE,
  LOCATION_REQUIRED_MESSAGE,
  STORE_MESSAGES,
} from '@perkdesk/contracts';
import { AMOUNT_DECIMALS_MESSAGE, PHONE_MESSAGE } from '@perkdesk/domain';
import type { TFunction } from '../../../i18n/translation';

// The contract's English rule messages, keyed to this namespace so Spanish shows its own.
const MESSAGE_KEYS = {
  'Name must be 3 to 35 characters.': 'messages.name',
  // The field stops at 255, so only the minimum can fail (spec 2 §5: 'minimum 3 characters').
  'Description must be 3 to 255 characters.': 'messages.description',
  [PHONE_MESSAGE]: 'messages.phone',
  [EMAIL_MESSAGE]: 'messages.email',
  'Street number must be 1 to 10 characters.': 'messages.streetNumber',
  'Unit must be at most 10 characters.': 'messages.unit',
  'Street name must be 2 to 100 characters.': 'messages.streetName',
  'City must be 2 to 100 characters.': 'messages.city',
  'Province must be 2 to 100 characters.': 'messages.province',
  'Country must be 2 to 100 characters.': 'messages.country',
  'Postal code must be 3 to 10 characters.': 'messages.postalCode',
  [LOCATION_REQUIRED_MESSAGE]: 'messages.location',
  [STORE_MESSAGES.timeZone]: 'messages.timeZone',
  [STORE_MESSAGES.serveOptions]: 'messages.serveOptions',
  [STORE_MESSAGES.taxRequired]: 'messages.taxRequired',
  [STORE_MESSAGES.taxOneLocation]: 'messages.taxOneLocation',
  [STORE_MESSAGES.tooManyImages]: 'messages.tooManyImages',
  [DELIVERY_MESSAGES.distance]: 'messages.distance',
  [DELIVERY_MESSAGES.notUnique]: 'messages.notUnique',
  [DELIVERY_MESSAGES.zeroMinimumRequired]: 'messages.zeroMinimumRequired',
  [AMOUNT_MESSAGE]: 'messages.amount',
  [AMOUNT_DECIMALS_MESSAGE]: 'messages.amountDecimals',
} as const;

export type StoreMessageKey = (typeof MESSAGE_KEYS)[keyof typeof MESSAGE_KEYS];

/** A rule message in the page's language; one without a translation is shown as it came. */
export function translateStoreMessage(
  t: TFunction<'stores'>,
  message: string | undefined,
): string | undefined {
  if (!message) return message;
  const key = (MESSAGE_KEYS as Record<string, StoreMessageKey>)[message];
  return key ? t(key) : message;
}
