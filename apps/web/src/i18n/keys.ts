import type { Bundle, Namespace } from './resources';

// Translation keys as types, derived from the English JSON (resources.ts `Bundle`): a misspelt,
// missing or wrong-namespace key fails the typecheck.

/** The plural suffixes of Intl.PluralRules categories, as i18next names them (`key_one`). */
export type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** Every dot path to a string in `T`: `{ a: { b: 'x' } }` gives `'a.b'`. */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** `a.count_one` and `a.count_other` also give `a.count`, the key that `t` is called with. */
type PluralBase<K> = K extends `${infer Base}_${PluralSuffix}` ? Base : never;

/** The keys of one namespace: its string leaves and the bases of its plural forms. */
export type KeyOf<N extends Namespace> = Leaves<Bundle[N]> | PluralBase<Leaves<Bundle[N]>>;

/** `ns:key` for each namespace in `N`. */
export type PrefixedKey<N extends Namespace> = N extends Namespace ? `${N}:${KeyOf<N>}` : never;

/** Any key of any namespace, with its namespace prefix (for code outside components). */
export type AnyKey = PrefixedKey<Namespace>;

/** One namespace, or several: the first is searched first and gives the unprefixed keys. */
export type Namespaces = Namespace | readonly Namespace[];

type First<N extends Namespaces> = N extends readonly [infer F extends Namespace, ...unknown[]]
  ? F
  : N extends readonly (infer M extends Namespace)[]
    ? M
    : N;

type Listed<N extends Namespaces> = N extends readonly (infer M extends Namespace)[] ? M : N;

/** `count` picks the plural form; `defaultValue` replaces a missing key; the rest fill `{{name}}`. */
export interface TOptions {
  count?: number;
  defaultValue?: string;
  [variable: string]: unknown;
}

/**
 * The translate function of `useTranslation(ns)`: keys of the (first) namespace, `ns:key` for
 * each namespace asked for, or any namespace's keys with `{ ns }`.
 */
export interface TFunction<N extends Namespaces = 'common'> {
  (key: KeyOf<First<N>> | PrefixedKey<Listed<N>>, options?: TOptions & { ns?: undefined }): string;
  <O extends Namespace>(key: KeyOf<O>, options: TOptions & { ns: O }): string;
}

/** The key of `TFunction<N>` without a namespace prefix (what `<Trans i18nKey>` takes). */
export type TransKey<N extends Namespaces> = KeyOf<First<N>>;
