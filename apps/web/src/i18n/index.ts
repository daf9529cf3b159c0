import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '../lib/preferences';
import { type Bundle, en, type LazyNamespace, lazyEn, loadEs, NAMESPACES } from './resources';

/** en-RTL is English laid out right to left, so it reads the en strings. */
export function languageOf(locale: Locale): 'en' | 'es' {
  return locale === 'es' ? 'es' : 'en';
}

let markInitialized: () => void = () => undefined;
const initialized = new Promise<void>((resolve) => {
  markInitialized = resolve;
});

/** Resolves once the locale's first-paint strings are in memory, so the first render has them. */
export async function initI18n(locale: Locale) {
  const language = languageOf(locale);
  const resources: Record<string, Partial<Bundle>> = { en };
  if (language === 'es') resources.es = await loadEs().catch(() => en);
  await i18next.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: 'en',
    ns: NAMESPACES,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
  markInitialized();
  return i18next;
}

/**
 * Adds the English strings of lazily loaded namespaces (resources.ts). Routes await it with
 * their code, before they render: components do not re-render when strings arrive later. It
 * waits for `initI18n`, which the router's first lazy routes can run ahead of. Spanish has every
 * namespace already; English, the fallback, is then loaded only if the Spanish strings were not.
 */
export async function loadNamespaces(...namespaces: LazyNamespace[]): Promise<void> {
  await initialized;
  const missing = namespaces.filter(
    (ns) => !i18next.hasResourceBundle('en', ns) && !i18next.hasResourceBundle(i18next.language, ns),
  );
  const bundles = await Promise.all(missing.map((ns) => lazyEn[ns]()));
  missing.forEach((ns, index) => {
    i18next.addResourceBundle('en', ns, bundles[index]);
  });
}
