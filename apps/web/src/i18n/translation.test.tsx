import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initI18n, loadNamespaces } from '.';
import { loadEn, loadEs, NAMESPACES } from './resources';
import { i18n } from './store';
import { Trans, useTranslation } from './translation';

// Bundles made up for the cases the real strings do not have (a `_zero` form, a missing value).
async function initWith(lng: 'en' | 'es', extra: { en?: object; es?: object } = {}) {
  const [en, es] = await Promise.all([loadEn(), loadEs()]);
  i18n.init({
    lng,
    ns: NAMESPACES,
    resources: {
      en: { ...en, ...(extra.en && { profile: { ...en.profile, ...extra.en } }) },
      es: { ...es, ...(extra.es && { profile: { ...es.profile, ...extra.es } }) },
    },
  });
}

/** A key the typed `t` rejects, for the cases that reach the store with foreign keys. */
const untyped = (t: unknown) => t as (key: string, options?: object) => string;

describe('t', () => {
  it('reads nested dot keys of the namespace asked for', async () => {
    await initWith('en');
    expect(useTranslation('shell').t('menu.label')).toBe('Main menu');
    expect(useTranslation('common').t('brand.tagline')).toBe('AI-powered marketing for merchants');
    expect(useTranslation().t('error.home')).toBe('Return home');
  });

  it('fills {{name}} placeholders, without escaping and leaving missing ones in place', async () => {
    await initWith('en');
    const { t } = useTranslation('common');
    expect(t('footer.edition', { year: 2026 })).toBe('© 2026 Perkdesk — Merchant edition');
    expect(t('error.code', { code: '<b>&42' })).toBe('Error code <b>&42');
    expect(t('error.code')).toBe('Error code {{code}}');
    expect(useTranslation('shell').t('display.themeSwatch', { mode: 'Dark', colour: 'blue' })).toBe(
      'Dark blue',
    );
  });

  it('picks English plural forms by count', async () => {
    await initWith('en');
    const { t } = useTranslation('shell');
    expect(t('topBar.newOrders', { count: 0 })).toBe('0 new orders');
    expect(t('topBar.newOrders', { count: 1 })).toBe('1 new order');
    expect(t('topBar.newOrders', { count: 2 })).toBe('2 new orders');
    expect(useTranslation('mailbox').t('count', { count: 1 })).toBe('1 e-mail');
  });

  it('picks Spanish plural forms by count, and _other for a category the strings lack', async () => {
    await initWith('es');
    const { t } = useTranslation('shell');
    expect(t('topBar.newOrders', { count: 1 })).toBe('1 pedido nuevo');
    expect(t('topBar.newOrders', { count: 0 })).toBe('0 pedidos nuevos');
    expect(t('topBar.newOrders', { count: 5 })).toBe('5 pedidos nuevos');
    // Spanish has a "many" category (a million); the strings, like English, have one and other.
    expect(new Intl.PluralRules('es').select(1_000_000)).toBe('many');
    expect(t('topBar.newOrders', { count: 1_000_000 })).toBe('1000000 pedidos nuevos');
  });

  it('uses a _zero form for 0 when there is one', async () => {
    await initWith('en', {
      en: { items_zero: 'No items', items_one: 'One item', items_other: '{{count}} items' },
    });
    const t = untyped(useTranslation('profile').t);
    expect(t('items', { count: 0 })).toBe('No items');
    expect(t('items', { count: 1 })).toBe('One item');
    expect(t('items', { count: 3 })).toBe('3 items');
  });

  it('falls back to English, then to the default value, then to the key', async () => {
    await initWith('es', { en: { onlyInEnglish: 'Hello {{name}}' } });
    const t = untyped(useTranslation('profile').t);
    expect(t('onlyInEnglish', { name: 'Ana' })).toBe('Hello Ana');
    expect(t('nowhere.to.be.found')).toBe('nowhere.to.be.found');
    expect(t('nowhere', { defaultValue: 'Bad {{what}}', what: 'key' })).toBe('Bad key');
    // An object is not a string: a key that stops half way is missing.
    expect(t('messages')).toBe('messages');
    expect(useTranslation('shell').t('menu.label')).toBe('Menú principal');
  });

  it('reads other namespaces with { ns }, ns:key, or in the order useTranslation lists them', async () => {
    await initWith('es');
    const { t } = useTranslation(['shell', 'common']);
    expect(t('menu.label')).toBe('Menú principal');
    expect(t('brand.home', { ns: 'common' })).toBe(useTranslation('common').t('brand.home'));
    expect(t('common:retry')).toBe(useTranslation('common').t('retry'));
    expect(untyped(t)('retry')).toBe(useTranslation('common').t('retry'));
    expect(i18n.t('auth:apiErrors.title')).toBe(useTranslation('auth').t('apiErrors.title'));
    // A colon that names no namespace is part of the key.
    expect(untyped(t)('nope:retry')).toBe('nope:retry');
  });

  it('gives the same t for the same namespaces, so effects keyed on it do not re-run', () => {
    expect(useTranslation('shell').t).toBe(useTranslation('shell').t);
    expect(useTranslation(['shell', 'common']).t).not.toBe(useTranslation('shell').t);
  });

  it('rejects unknown keys and keys of another namespace at compile time', () => {
    const { t } = useTranslation('auth');
    // @ts-expect-error: no such key
    t('login.nope');
    // @ts-expect-error: a key of the shell namespace
    t('menu.label');
    // @ts-expect-error: not in common either
    t('menu.label', { ns: 'common' });
    // @ts-expect-error: a plural form's base is a key, a prefix of it is not
    useTranslation('shell').t('topBar.newOrd');
    expect(typeof t).toBe('function');
  });
});

describe('i18n', () => {
  it('lets loadNamespaces fetch only the English namespaces missing in the language', async () => {
    await initI18n('es');
    await loadNamespaces('profile');
    expect(i18n.language).toBe('es');
    expect(i18n.hasResourceBundle('es', 'profile')).toBe(true);
    // Spanish came with every namespace, so English, the fallback, was not fetched.
    expect(i18n.hasResourceBundle('en', 'profile')).toBe(false);
    expect(useTranslation('profile').t('title')).toBe((await loadEs()).profile.title);

    await initI18n('en-RTL');
    expect(i18n.language).toBe('en');
    expect(i18n.hasResourceBundle('en', 'shell')).toBe(false);
    expect(useTranslation('shell').t('menu.label')).toBe('menu.label');
    await loadNamespaces('shell');
    expect(useTranslation('shell').t('menu.label')).toBe('Main menu');
  });
});

describe('Trans', () => {
  it('renders the tags of a string as the components given, with the values as text', async () => {
    await initI18n('en');
    const { t } = useTranslation('auth');
    const { container } = render(
      <Trans
        t={t}
        i18nKey="confirmation.sentTo"
        values={{ email: '<em>x</em>@example.com' }}
        components={{ strong: <strong /> }}
      />,
    );
    expect(container.innerHTML).toBe(
      'We sent an activation link to <strong>&lt;em&gt;x&lt;/em&gt;@example.com</strong>. Open it to activate your account, then sign in.',
    );
  });
});
