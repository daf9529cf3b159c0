import { EMAIL_MESSAGE, MERCHANT_PROFILE_MESSAGES, STORE_MESSAGES } from '@perkdesk/contracts';
import { PHONE_MESSAGE } from '@perkdesk/domain';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en/business-profile.json';
import type { TFunction } from '../../i18n/translation';
import { KNOWN_MESSAGES, translateFormMessage } from './form-messages';

// A `t` reading the English bundle, to show that each known message translates to itself in English.
const t = ((key: string) =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown>)[part],
      en,
    )) as TFunction<'business-profile'>;

describe('form messages', () => {
  it('covers the contract messages these forms can show', () => {
    for (const message of [
      PHONE_MESSAGE,
      EMAIL_MESSAGE,
      MERCHANT_PROFILE_MESSAGES.website,
      STORE_MESSAGES.serveOptions,
    ]) {
      expect(KNOWN_MESSAGES).toContain(message);
    }
  });

  it('has English strings equal to the contract texts', () => {
    for (const message of KNOWN_MESSAGES) expect(translateFormMessage(t, message)).toBe(message);
  });

  it('shows unknown messages as written, and nothing for none', () => {
    expect(translateFormMessage(t, 'Something new.')).toBe('Something new.');
    expect(translateFormMessage(t, undefined)).toBeUndefined();
  });
});
