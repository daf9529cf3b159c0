import { EMAIL_MESSAGE, USERNAME_MESSAGE } from '@perkdesk/contracts';
import { PASSWORD_MESSAGES } from '@perkdesk/domain';
import type { TFunction } from 'i18next';

/**
 * The contract's English messages (schema rules and server refusals), keyed to this namespace's
 * translations. Keyed by the contract's own constants where it exports them, so a reworded rule
 * falls back to the English text instead of showing a stale translation.
 */
const MESSAGE_KEYS: Record<string, string> = {
  'Specify your username and password': 'messages.specifyCredentials',
  'Bad credentials': 'messages.badCredentials',
  'Account is not activated.': 'messages.notActivated',
  'Too many login attempts. Try again later.': 'messages.tooManyAttempts',
  [PASSWORD_MESSAGES.length]: 'messages.passwordLength',
  [PASSWORD_MESSAGES.classes]: 'messages.passwordClasses',
  [PASSWORD_MESSAGES.sequence]: 'messages.passwordSequence',
  [PASSWORD_MESSAGES.mismatch]: 'messages.passwordMismatch',
  [EMAIL_MESSAGE]: 'messages.invalidEmail',
  [USERNAME_MESSAGE]: 'messages.invalidUsername',
  'This username is already taken.': 'messages.usernameTaken',
  'An account with this email already exists.': 'messages.emailTaken',
  'First name is required.': 'messages.firstNameRequired',
  'First name must be at most 50 characters.': 'messages.firstNameTooLong',
  'Last name is required.': 'messages.lastNameRequired',
  'Last name must be at most 50 characters.': 'messages.lastNameTooLong',
  'Invalid activation link.': 'messages.activationInvalid',
  'Activation link has expired.': 'messages.activationExpired',
  'Account is already active.': 'messages.alreadyActive',
  'This reset link is invalid.': 'messages.resetInvalid',
  'This reset link has expired.': 'messages.resetExpired',
  'This reset link has already been used.': 'messages.resetUsed',
};

/** Shows a contract message in the current language; unknown messages pass through as sent. */
export function translateMessage(t: TFunction<'auth'>, message: string | undefined): string | undefined {
  if (!message) return message;
  const key = MESSAGE_KEYS[message];
  return key ? t(key as never, { defaultValue: message }) : message;
}
