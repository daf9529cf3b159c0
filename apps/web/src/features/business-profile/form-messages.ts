import type { TFunction } from '../../i18n/translation';

// The contract's English rule messages for these forms, keyed to this namespace's translations.
const MESSAGE_KEYS = {
  'Name must be 3 to 35 characters.': 'messages.name',
  'Description must be 3 to 255 characters.': 'messages.description',
  'Please enter valid phone number format +xxxxxxxxxxx': 'messages.phone',
  'Please enter valid email address': 'messages.email',
  'Please enter valid website URL': 'messages.website',
  'Street number must be 1 to 10 characters.': 'messages.streetNumber',
  'Unit must be at most 10 characters.': 'messages.unit',
  'Street name must be 2 to 100 characters.': 'messages.streetName',
  'City must be 2 to 100 characters.': 'messages.city',
  'Province must be 2 to 100 characters.': 'messages.province',
  'Country must be 2 to 100 characters.': 'messages.country',
  'Postal code must be 3 to 10 characters.': 'messages.postalCode',
  'Latitude must be -90 to 90.': 'messages.latitude',
  'Longitude must be -180 to 180.': 'messages.longitude',
  'At least one serve option is required.': 'messages.serveOptions',
} as const;

export const KNOWN_MESSAGES = Object.keys(MESSAGE_KEYS);

/** A form error in the reader's language; an unknown message is shown as the server wrote it. */
export function translateFormMessage(t: TFunction<'business-profile'>, message: string | undefined) {
  if (!message) return undefined;
  const key = MESSAGE_KEYS[message as keyof typeof MESSAGE_KEYS];
  return key ? t(key) : message;
}
