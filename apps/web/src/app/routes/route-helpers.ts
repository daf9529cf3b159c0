import type { ComponentType } from 'react';
import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import type { ShellRouteHandle } from '../../features/shell/route-handle';
import type { SegmentKey } from '../../features/shell/segment-label';

type Load = () => Promise<ComponentType>;

/** A lazily loaded screen: its code is fetched on first visit, keeping the entry bundle small. */
export function page(path: string, titleKey: SegmentKey | undefined, load: Load): RouteObject {
  const handle: ShellRouteHandle | undefined = titleKey ? { titleKey } : undefined;
  return { path, handle, lazy: async () => ({ Component: await load() }) };
}

const loadNotBuilt: Load = async () =>
  (await import('../../features/shell/not-built-yet-page')).NotBuiltYetPage;

/** A screen that later work builds; until then it says so plainly. */
export function notBuilt(path: string, titleKey: SegmentKey): RouteObject {
  return page(path, titleKey, loadNotBuilt);
}

/** The index of an area, redirecting to its first screen (the query string is kept). */
export function redirectIndex(to: string): RouteObject {
  return {
    index: true,
    loader: ({ request }: LoaderFunctionArgs) => redirect(to + new URL(request.url).search),
  };
}

/** An alias path: redirects to the canonical one, keeping tokens in the query string. */
export function alias(path: string, to: string): RouteObject {
  return { path, loader: ({ request }: LoaderFunctionArgs) => redirect(to + new URL(request.url).search) };
}

const loadQueryLayout = async () => ({ Component: (await import('../layouts/query-layout')).QueryLayout });

/**
 * A pathless layout route giving `children` the shared query client. Screens outside the main
 * and orders shells that run queries or mutations go in one; the login page does not.
 */
export function withQueries(children: RouteObject[]): RouteObject {
  return { lazy: loadQueryLayout, children };
}
