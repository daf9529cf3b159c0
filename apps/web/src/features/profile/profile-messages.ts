import type { TFunction } from '../../i18n/translation';

// The contract's English rule messages for the profile fields, keyed to this namespace.
const MESSAGE_KEYS = {
  'Name is required.': 'messages.nameRequired',
  'Name must be at most 100 characters.': 'messages.nameTooLong',
  'Dates must be YYYY-MM-DD.': 'messages.invalidDate',
} as const;

export function translateProfileMessage(t: TFunction<'profile'>, message: string | undefined) {
  if (!message) return message;
  const key = MESSAGE_KEYS[message as keyof typeof MESSAGE_KEYS];
  return key ? t(key, { defaultValue: message }) : message;
}
