import type { Namespaces, TFunction, TOptions } from './keys';
import type { Namespace } from './resources';

// The translation store: the current language, the strings per language and namespace, and `t`.
// It does what the app used of i18next (ADR 0006): nested dot keys, `{{name}}` interpolation
// without HTML escaping (React escapes), plurals by `count` through Intl.PluralRules with
// i18next's `_zero`/`_one`/`_other`… suffixes, `ns:key` prefixes, and fallback to English and
// then to the key. No ICU messages, no formatters, no nesting, no context, no events: a language
// change reloads the page (spec 1 §9), so nothing listens for one.

export type Language = 'en' | 'es';

/** A namespace's strings as they come from its JSON file. */
export type ResourceBundle = object;

export interface InitOptions {
  lng: Language;
  /** The strings known at start, per language and namespace; more arrive with addResourceBundle. */
  resources: Partial<Record<Language, Partial<Record<Namespace, ResourceBundle>>>>;
  /** Every namespace, so that `ns:key` is told apart from a key holding a colon. */
  ns: readonly Namespace[];
}

const FALLBACK: Language = 'en';
const DEFAULT_NS: Namespace = 'common';
// {{name}}, {{ name }} or {{a.b}}; the value is inserted as is.
const PLACEHOLDER = /\{\{\s*([^{}\s]+)\s*\}\}/g;

type Untyped = (key: string, options?: TOptions & { ns?: string }) => string;

let bundles = new Map<string, ResourceBundle>();
let namespaces = new Set<string>();
const pluralRules = new Map<string, Intl.PluralRules>();
const fixed = new Map<string, Untyped>();

const bundleId = (lng: string, ns: string) => `${lng}/${ns}`;

function valueAt(node: unknown, path: string): unknown {
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

function pluralRule(lng: string): Intl.PluralRules {
  let rules = pluralRules.get(lng);
  if (!rules) {
    rules = new Intl.PluralRules(lng);
    pluralRules.set(lng, rules);
  }
  return rules;
}

/** The keys to try, best first: i18next's (`_zero` for 0, the language's category, the key), then `_other`. */
function candidates(lng: string, key: string, count: unknown): string[] {
  if (typeof count !== 'number') return [key];
  const forms = count === 0 ? [`${key}_zero`] : [];
  forms.push(`${key}_${pluralRule(lng).select(count)}`, key, `${key}_other`);
  return forms;
}

function lookup(lng: string, ns: string, key: string, count: unknown): string | undefined {
  const bundle = bundles.get(bundleId(lng, ns));
  if (!bundle) return undefined;
  for (const candidate of candidates(lng, key, count)) {
    const value = valueAt(bundle, candidate);
    if (typeof value === 'string') return value;
  }
  return undefined;
}

/** Fills `{{name}}` placeholders from `options`; exported for `Trans`. */
export function interpolate(text: string, options: TOptions | undefined): string {
  if (!options) return text;
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = valueAt(options, name);
    // A missing value leaves the placeholder in place, as i18next does.
    return value === undefined || value === null ? placeholder : String(value);
  });
}

function translate(defaultNamespaces: readonly string[], key: string, options?: TOptions & { ns?: string }) {
  let searched = options?.ns ? [options.ns] : defaultNamespaces;
  let path = key;
  const colon = key.indexOf(':');
  if (colon > 0 && namespaces.has(key.slice(0, colon))) {
    searched = [key.slice(0, colon)];
    path = key.slice(colon + 1);
  }
  const languages = i18n.language === FALLBACK ? [FALLBACK] : [i18n.language, FALLBACK];
  // As i18next: each namespace in the current language, then in English, before the next one.
  for (const ns of searched) {
    for (const lng of languages) {
      const value = lookup(lng, ns, path, options?.count);
      if (value !== undefined) return interpolate(value, options);
    }
  }
  return interpolate(options?.defaultValue ?? path, options);
}

function getFixedT<const N extends Namespaces>(ns: N): TFunction<N> {
  const list: readonly string[] = typeof ns === 'string' ? [ns] : ns;
  const id = list.join(',');
  let t = fixed.get(id);
  if (!t) {
    t = (key, options) => translate(list, key, options);
    fixed.set(id, t);
  }
  return t as TFunction<N>;
}

export const i18n = {
  /** The language strings are shown in; en-RTL reads 'en'. */
  language: FALLBACK as Language,
  isInitialized: false,

  /** Replaces every string and namespace; the one `init` a page runs is in initI18n. */
  init({ lng, resources, ns }: InitOptions): void {
    bundles = new Map();
    namespaces = new Set(ns);
    for (const [language, byNamespace] of Object.entries(resources)) {
      for (const [namespace, bundle] of Object.entries(byNamespace)) {
        if (bundle) i18n.addResourceBundle(language as Language, namespace as Namespace, bundle);
      }
    }
    i18n.language = lng;
    i18n.isInitialized = true;
  },

  hasResourceBundle(lng: Language, ns: Namespace): boolean {
    return bundles.has(bundleId(lng, ns));
  },

  /** Adds (or replaces) one namespace's strings in one language. */
  addResourceBundle(lng: Language, ns: Namespace, bundle: ResourceBundle): void {
    bundles.set(bundleId(lng, ns), bundle);
    namespaces.add(ns);
  },

  /** A `t` bound to `ns`; the same function for the same namespaces, so it is a stable dependency. */
  getFixedT,

  /** `t` outside components: 'common' keys, or any namespace's as `ns:key` or with `{ ns }`. */
  t: getFixedT<readonly [typeof DEFAULT_NS, ...Namespace[]]>([DEFAULT_NS]),
};

export type I18n = typeof i18n;
