// The one import point for translations in components: `useTranslation`, `Trans` and the
// `TFunction` type. Screens import from here, never from the store, so the module stays swappable.
import { cloneElement, createElement, Fragment, type ReactElement, type ReactNode } from 'react';
import type { Namespaces, TFunction, TOptions, TransKey } from './keys';
import { type I18n, i18n, interpolate } from './store';

export type { TFunction } from './keys';

/**
 * `t` for the namespace (or namespaces, the first searched first) and the store. Not a real hook:
 * the strings are in memory before a route renders (`loadNamespaces`), and a language change
 * reloads the page, so nothing re-renders. `ns` defaults to 'common'.
 */
export function useTranslation<const N extends Namespaces = 'common'>(
  ns?: N,
): { t: TFunction<N>; i18n: I18n } {
  return { t: i18n.getFixedT(ns ?? ('common' as N)), i18n };
}

// <name>…</name> or <name/>, the first one in the string; a tag's content may hold other tags.
const TAG = /<(\w+)>([\s\S]*?)<\/\1>|<(\w+)\s*\/>/;

/** Splits `text` at its tags, rendering each as its component with its content as children. */
function renderTags(text: string, components: Record<string, ReactElement>, fill: (text: string) => string) {
  const nodes: ReactNode[] = [];
  let rest = text;
  for (let match = TAG.exec(rest); match; match = TAG.exec(rest)) {
    if (match.index > 0) nodes.push(fill(rest.slice(0, match.index)));
    const name = match[1] ?? match[3] ?? '';
    const inner = match[2] === undefined ? [] : renderTags(match[2], components, fill);
    const component = components[name];
    // An unknown tag renders its content only.
    nodes.push(
      component
        ? cloneElement(component, { key: nodes.length }, ...inner)
        : createElement(Fragment, { key: nodes.length }, ...inner),
    );
    rest = rest.slice(match.index + match[0].length);
  }
  if (rest) nodes.push(fill(rest));
  return nodes;
}

interface TransProps<N extends Namespaces> {
  t: TFunction<N>;
  i18nKey: TransKey<N>;
  values?: TOptions;
  /** The elements named by the string's tags: `{ strong: <strong /> }` for `<strong>…</strong>`. */
  components?: Record<string, ReactElement>;
}

/**
 * A translation holding markup, such as "We sent a link to <strong>{{email}}</strong>". The tags
 * are read before the values are filled in, so a value is always text, never markup.
 */
export function Trans<N extends Namespaces>({ t, i18nKey, values, components = {} }: TransProps<N>) {
  const untyped = t as unknown as (key: string, options?: TOptions) => string;
  const template = untyped(i18nKey, values?.count === undefined ? undefined : { count: values.count });
  return createElement(
    Fragment,
    null,
    ...renderTags(template, components, (text) => interpolate(text, values)),
  );
}
