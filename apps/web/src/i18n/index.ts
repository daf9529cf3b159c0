import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '../lib/preferences';
import { type Bundle, en, loadEs, NAMESPACES } from './resources';

/** en-RTL is English laid out right to left, so it reads the en strings. */
export function languageOf(locale: Locale): 'en' | 'es' {
  return locale === 'es' ? 'es' : 'en';
}

/** Resolves once the locale's strings are in memory, so the first render already has them. */
export async function initI18n(locale: Locale) {
  const language = languageOf(locale);
  const resources: Record<string, Bundle> = { en };
  if (language === 'es') resources.es = await loadEs().catch(() => en);
  await i18next.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: 'en',
    ns: NAMESPACES,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
  return i18next;
}
