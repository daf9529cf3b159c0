import { INQUIRY_MESSAGES } from '@perkdesk/contracts';
import type { TFunction } from '../../i18n/translation';

// The contract's English rule messages for the support form, keyed to this namespace.
const MESSAGE_KEYS = {
  [INQUIRY_MESSAGES.store]: 'messages.store',
  [INQUIRY_MESSAGES.title]: 'messages.title',
  [INQUIRY_MESSAGES.titleLength]: 'messages.titleLength',
  [INQUIRY_MESSAGES.description]: 'messages.description',
  [INQUIRY_MESSAGES.descriptionLength]: 'messages.descriptionLength',
  [INQUIRY_MESSAGES.issueType]: 'messages.issueType',
} as const;

export function translateSupportMessage(t: TFunction<'support'>, message: string | undefined) {
  if (!message) return message;
  const key = MESSAGE_KEYS[message as keyof typeof MESSAGE_KEYS];
  return key ? t(key, { defaultValue: message }) : message;
}
