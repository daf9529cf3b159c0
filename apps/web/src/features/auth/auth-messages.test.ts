import { EMAIL_MESSAGE, USERNAME_MESSAGE } from '@perkdesk/contracts';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en/auth.json';
import type { TFunction } from '../../i18n/translation';
import { translateMessage } from './auth-messages';

// A fake t that reads the English bundle, so each mapped key must exist and say the same thing.
const t = ((key: string, options?: { defaultValue?: string }) => {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], en);
  return typeof value === 'string' ? value : `MISSING ${key} (${options?.defaultValue})`;
}) as unknown as TFunction<'auth'>;

describe('translateMessage', () => {
  it('maps the contract messages to keys whose English text is the same message', () => {
    for (const message of [
      EMAIL_MESSAGE,
      USERNAME_MESSAGE,
      'Bad credentials',
      'This reset link has expired.',
    ]) {
      expect(translateMessage(t, message)).toBe(message);
    }
  });

  it('passes unknown messages through', () => {
    expect(translateMessage(t, 'Something new.')).toBe('Something new.');
    expect(translateMessage(t, undefined)).toBeUndefined();
  });
});
