import type { Locale } from './locale';
import { type Bundle, en, type LazyNamespace, lazyEn, loadEs, NAMESPACES } from './resources';
import { i18n } from './store';

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
  const resources: { en: Partial<Bundle>; es?: Partial<Bundle> } = { en };
  if (language === 'es') resources.es = await loadEs().catch(() => en);
  i18n.init({ resources, lng: language, ns: NAMESPACES });
  markInitialized();
  return i18n;
}

/**
 * Adds lazy namespaces' English strings; routes await it before rendering, as components do not
 * re-render when strings arrive. Waits for `initI18n`; Spanish already has every namespace.
 */
export async function loadNamespaces(...namespaces: LazyNamespace[]): Promise<void> {
  await initialized;
  const missing = namespaces.filter(
    (ns) => !i18n.hasResourceBundle('en', ns) && !i18n.hasResourceBundle(i18n.language, ns),
  );
  await Promise.all(missing.map(async (ns) => i18n.addResourceBundle('en', ns, await lazyEn[ns]())));
}
