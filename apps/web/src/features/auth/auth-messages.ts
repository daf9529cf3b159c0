import { PASSWORD_MESSAGES } from '@perkdesk/domain';
import type { TFunction } from '../../i18n/translation';

/**
 * The contract's English messages (schema rules and server refusals), keyed to this namespace's
 * translations; a message missing here shows in English as sent. The password rules use the
 * domain's constants; the contracts module is not imported because it would bring zod into the
 * login page (see login-page.tsx).
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
  'Please enter valid email address': 'messages.invalidEmail',
  'Username must be 3 to 50 letters, digits or . _ @ -': 'messages.invalidUsername',
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
