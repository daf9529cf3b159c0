import {
  AMOUNT_MESSAGE,
  DELIVERY_MESSAGES,
  EMAIL_MESSAGE,
  LOCATION_REQUIRED_MESSAGE,
  MERCHANT_PROFILE_MESSAGES,
  STORE_MESSAGES,
} from '@perkdesk/contracts';
import { AMOUNT_DECIMALS_MESSAGE, PHONE_MESSAGE } from '@perkdesk/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { translateStoreMessage } from '../features/stores/form/store-messages';
import storesEn from '../i18n/locales/en/stores.json';
import esCommon from '../i18n/locales/es/common.json';
import esStores from '../i18n/locales/es/stores.json';
import { en } from '../i18n/resources';
import { i18n } from '../i18n/store';
import { KNOWN_SERVER_MESSAGES, translateServerMessage } from './server-messages';

const start = (lng: 'en' | 'es') =>
  i18n.init({
    lng,
    resources: { en: { ...en, stores: storesEn }, es: { common: esCommon, stores: esStores } },
    ns: ['common', 'stores'],
  });

describe('translateServerMessage', () => {
  afterAll(() => start('en'));

  it('covers the contract messages the forms can show', () => {
    for (const message of [
      PHONE_MESSAGE,
      EMAIL_MESSAGE,
      MERCHANT_PROFILE_MESSAGES.website,
      STORE_MESSAGES.serveOptions,
      STORE_MESSAGES.timeZone,
      STORE_MESSAGES.taxRequired,
      STORE_MESSAGES.taxOneLocation,
      STORE_MESSAGES.tooManyImages,
      DELIVERY_MESSAGES.distance,
      DELIVERY_MESSAGES.notUnique,
      DELIVERY_MESSAGES.zeroMinimumRequired,
      AMOUNT_MESSAGE,
      AMOUNT_DECIMALS_MESSAGE,
    ]) {
      expect(KNOWN_SERVER_MESSAGES).toContain(message);
    }
  });

  it('has English strings equal to the contract texts', () => {
    start('en');
    for (const message of KNOWN_SERVER_MESSAGES) expect(translateServerMessage(message)).toBe(message);
  });

  it('translates every known message into Spanish', () => {
    start('es');
    for (const message of KNOWN_SERVER_MESSAGES) expect(translateServerMessage(message)).not.toBe(message);
    expect(translateServerMessage(EMAIL_MESSAGE)).toBe(esCommon.messages.email);
  });

  it('shows unknown messages as written, and nothing for none', () => {
    start('es');
    expect(translateServerMessage('Something new.')).toBe('Something new.');
    expect(translateServerMessage('toString')).toBe('toString');
    expect(translateServerMessage(undefined)).toBeUndefined();
  });
});

describe('translateStoreMessage', () => {
  const t = i18n.getFixedT('stores');

  it("keeps the store pages' own wording of the description and location messages", () => {
    start('en');
    expect(translateStoreMessage(t, 'Description must be 3 to 255 characters.')).toBe(
      storesEn.messages.description,
    );
    expect(translateStoreMessage(t, LOCATION_REQUIRED_MESSAGE)).toBe(storesEn.messages.location);
  });

  it('uses the shared translation for the rest, and passes unknown messages through', () => {
    start('es');
    expect(translateStoreMessage(t, STORE_MESSAGES.timeZone)).toBe(esCommon.messages.timeZone);
    expect(translateStoreMessage(t, 'Something new.')).toBe('Something new.');
    expect(translateStoreMessage(t, undefined)).toBeUndefined();
  });
});
