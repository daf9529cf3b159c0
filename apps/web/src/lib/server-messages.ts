import {
  AMOUNT_MESSAGE,
  DELIVERY_MESSAGES,
  EMAIL_MESSAGE,
  MERCHANT_PROFILE_MESSAGES,
  STORE_MESSAGES,
} from '@perkdesk/contracts';
import { AMOUNT_DECIMALS_MESSAGE, PHONE_MESSAGE } from '@perkdesk/domain';
import { i18n } from '../i18n/store';

// The contract's English rule messages (form schemas and server refusals), keyed to the `common`
// namespace's `messages` section. Each uses the constant the contracts or domain export; the
// literals are messages built inside the schemas (textSchema, the address fields) with no
// constant of their own. This imports the contracts module (zod), so the entry must not: the
// auth pages keep their own map (features/auth/auth-messages.ts) to keep the login page light.
const MESSAGE_KEYS = {
  'Name must be 3 to 35 characters.': 'messages.name',
  'Description must be 3 to 255 characters.': 'messages.description',
  [PHONE_MESSAGE]: 'messages.phone',
  [EMAIL_MESSAGE]: 'messages.email',
  [MERCHANT_PROFILE_MESSAGES.website]: 'messages.website',
  'Street number must be 1 to 10 characters.': 'messages.streetNumber',
  'Unit must be at most 10 characters.': 'messages.unit',
  'Street name must be 2 to 100 characters.': 'messages.streetName',
  'City must be 2 to 100 characters.': 'messages.city',
  'Province must be 2 to 100 characters.': 'messages.province',
  'Country must be 2 to 100 characters.': 'messages.country',
  'Postal code must be 3 to 10 characters.': 'messages.postalCode',
  'Latitude must be -90 to 90.': 'messages.latitude',
  'Longitude must be -180 to 180.': 'messages.longitude',
  [STORE_MESSAGES.serveOptions]: 'messages.serveOptions',
  [STORE_MESSAGES.timeZone]: 'messages.timeZone',
  [STORE_MESSAGES.taxRequired]: 'messages.taxRequired',
  [STORE_MESSAGES.taxOneLocation]: 'messages.taxOneLocation',
  [STORE_MESSAGES.tooManyImages]: 'messages.tooManyImages',
  [DELIVERY_MESSAGES.distance]: 'messages.distance',
  [DELIVERY_MESSAGES.notUnique]: 'messages.notUnique',
  [DELIVERY_MESSAGES.zeroMinimumRequired]: 'messages.zeroMinimumRequired',
  [AMOUNT_MESSAGE]: 'messages.amount',
  [AMOUNT_DECIMALS_MESSAGE]: 'messages.amountDecimals',
} as const;

export type ServerMessageKey = (typeof MESSAGE_KEYS)[keyof typeof MESSAGE_KEYS];

/** The English messages this module translates (for tests). */
export const KNOWN_SERVER_MESSAGES: readonly string[] = Object.keys(MESSAGE_KEYS);

/** The `common` key of a contract or server rule message, if it has one. */
export function serverMessageKey(message: string): ServerMessageKey | undefined {
  return Object.hasOwn(MESSAGE_KEYS, message)
    ? (MESSAGE_KEYS as Record<string, ServerMessageKey>)[message]
    : undefined;
}

/** A contract or server rule message in the page's language; an unknown one is shown as it came. */
export function translateServerMessage(message: string | undefined): string | undefined {
  if (!message) return message;
  const key = serverMessageKey(message);
  return key ? i18n.t(key) : message;
}
