import { describe, expect, it } from 'vitest';
import { initI18n, loadNamespaces } from '.';

describe('lazily loaded namespaces', () => {
  it('wait for initI18n and add only the namespaces asked for', async () => {
    const pending = loadNamespaces('shell');
    const i18n = await initI18n('en');
    expect(i18n.t('brand.tagline')).toBe('AI-powered marketing for merchants');
    await pending;
    expect(i18n.t('menu.label', { ns: 'shell' })).toBe('Main menu');
    expect(i18n.hasResourceBundle('en', 'profile')).toBe(false);
    await loadNamespaces('profile', 'mailbox');
    expect(i18n.hasResourceBundle('en', 'profile')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'mailbox')).toBe(true);
  });
});
