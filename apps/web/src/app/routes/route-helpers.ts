import type { ComponentType } from 'react';
import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import type { ShellRouteHandle } from '../../features/shell/route-handle';
import type { SegmentKey } from '../../features/shell/segment-label';
import { loadNamespaces } from '../../i18n';
import type { LazyNamespace } from '../../i18n/resources';

type Load = () => Promise<ComponentType>;

/**
 * A lazily loaded screen: its code, and the English strings of `namespaces` that the entry does
 * not bundle (i18n/resources.ts), are fetched on first visit, keeping the entry bundle small.
 */
export function page(
  path: string,
  titleKey: SegmentKey | undefined,
  load: Load,
  ...namespaces: LazyNamespace[]
): RouteObject {
  const handle: ShellRouteHandle | undefined = titleKey ? { titleKey } : undefined;
  return { path, handle, lazy: () => withStrings(namespaces, async () => ({ Component: await load() })) };
}

/** Runs a route's `lazy` and loads the English strings it needs, in parallel. */
export async function withStrings<T>(namespaces: LazyNamespace[], lazy: () => Promise<T>): Promise<T> {
  if (namespaces.length === 0) return lazy();
  const [loaded] = await Promise.all([lazy(), loadNamespaces(...namespaces)]);
  return loaded;
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
