import { type AnchorHTMLAttributes, type MouseEvent, useSyncExternalStore } from 'react';

/** The storefront lives under this prefix; app paths (`/123/cart`) are written without it. */
export const BASE = '/s';

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};
if (typeof window !== 'undefined') window.addEventListener('popstate', notify);

export function toHref(path: string): string {
  return `${BASE}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The current app path (without the `/s` prefix) and its query. */
export function currentLocation(): { path: string; search: string } {
  const pathname = window.location.pathname;
  const path = pathname.startsWith(BASE) ? pathname.slice(BASE.length) || '/' : pathname;
  return { path, search: window.location.search };
}

export function navigate(path: string, options: { replace?: boolean } = {}) {
  const href = toHref(path);
  if (options.replace) window.history.replaceState(null, '', href);
  else window.history.pushState(null, '', href);
  notify();
  if (!options.replace) window.scrollTo?.(0, 0);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const snapshot = () => window.location.pathname + window.location.search;

/** Re-renders on every navigation; returns the app path and query. */
export function useLocation(): { path: string; query: URLSearchParams } {
  useSyncExternalStore(subscribe, snapshot, snapshot);
  const { path, search } = currentLocation();
  return { path, query: new URLSearchParams(search) };
}

export interface Matched<Name extends string = string> {
  name: Name;
  params: Record<string, string>;
}

/** Matches `/a/:b` patterns segment by segment; the first route that matches wins. */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const got = path.split('/').filter(Boolean);
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    const w = want[i] as string;
    const g = got[i] as string;
    if (w.startsWith(':')) params[w.slice(1)] = decodeURIComponent(g);
    else if (w !== g) return null;
  }
  return params;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; replace?: boolean };

/** An ordinary link (works without JS, opens in new tabs) that navigates in place on a plain click. */
export function Link({ to, replace, onClick, ...rest }: LinkProps) {
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to, { replace });
  };
  return <a href={toHref(to)} onClick={handle} {...rest} />;
}
