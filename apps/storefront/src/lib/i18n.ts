import { useSyncExternalStore } from 'react';
import en from '../i18n/en.json';
import es from '../i18n/es.json';

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
type Texts = Record<string, string>;

const LANG_KEY = 'pd.lang';
const DIR_KEY = 'pd.dir';
const RTL_LANGS = ['ar', 'he', 'fa', 'ur'];
const texts: Record<Language, Texts> = { en: { ...en }, es: { ...es } };

let lang: Language = 'en';
let dir: 'ltr' | 'rtl' = 'ltr';
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const isLanguage = (value: string | null | undefined): value is Language =>
  (LANGUAGES as readonly string[]).includes(value ?? '');

/**
 * Chooses the language (`?lang=`, then the remembered choice, then the browser's) and the direction
 * (`?dir=`, then the remembered one, then right-to-left for Arabic, Hebrew and the like).
 */
export function initI18n(search: string = window.location.search, navigatorLanguages = navigator.languages) {
  const query = new URLSearchParams(search);
  const store = storage();
  const browser = (navigatorLanguages ?? []).map((tag) => tag.toLowerCase().split('-')[0] ?? '');
  const fromQuery = query.get('lang');
  if (isLanguage(fromQuery)) store?.setItem(LANG_KEY, fromQuery);
  const remembered = store?.getItem(LANG_KEY);
  lang = isLanguage(fromQuery)
    ? fromQuery
    : isLanguage(remembered)
      ? remembered
      : (browser.find(isLanguage) ?? 'en');
  const dirQuery = query.get('dir');
  if (dirQuery === 'rtl' || dirQuery === 'ltr') store?.setItem(DIR_KEY, dirQuery);
  const rememberedDir = store?.getItem(DIR_KEY);
  dir =
    dirQuery === 'rtl' || dirQuery === 'ltr'
      ? dirQuery
      : rememberedDir === 'rtl' || rememberedDir === 'ltr'
        ? rememberedDir
        : RTL_LANGS.includes(browser[0] ?? '')
          ? 'rtl'
          : 'ltr';
  applyToDocument();
}

function applyToDocument() {
  document.documentElement.lang = lang;
  document.documentElement.dir = dir;
}

export function setLanguage(next: Language) {
  lang = next;
  storage()?.setItem(LANG_KEY, next);
  applyToDocument();
  for (const listener of listeners) listener();
}

/** The language and direction to render in, without a document (the server-side first view). */
export function setRenderLanguage(next: Language, nextDir: 'ltr' | 'rtl') {
  lang = next;
  dir = nextDir;
}

export const isLanguageCode = isLanguage;

export const getLanguage = () => lang;
export const getDirection = () => dir;

/** Adds a feature's texts (keys namespaced by feature, such as `cart.title`). */
export function registerTexts(bundle: Record<Language, Texts>) {
  for (const language of LANGUAGES) Object.assign(texts[language], bundle[language]);
}

/** The text for `key` in the current language (English, then the key itself, as fallbacks). */
export function t(key: string, vars?: Record<string, string | number>): string {
  const template = texts[lang][key] ?? texts.en[key] ?? key;
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Re-renders the caller when the language changes. */
export function useI18n() {
  const current = useSyncExternalStore(subscribe, getLanguage, getLanguage);
  return { lang: current, dir, t, setLang: setLanguage };
}
