import { type ComponentType, lazy, Suspense, useMemo } from 'react';
import { t } from '../lib/i18n';
import { matchPath, useLocation } from '../lib/router';
import { type PageProps, RESERVED_SEGMENTS, type RouteDef } from '../lib/routes';
import { Layout } from './Layout';
import { ROUTES } from './route-table';

const lazyPages = new Map<RouteDef['load'], ComponentType<PageProps>>();
function pageOf(route: RouteDef): ComponentType<PageProps> {
  if (route.page) return route.page;
  const load = route.load as NonNullable<RouteDef['load']>;
  let page = lazyPages.get(load) ?? loadedPages.get(load);
  if (!page) {
    page = lazy(load);
    lazyPages.set(load, page);
  }
  return page;
}

// Pages loaded before the first render: shown at once instead of the Suspense fallback.
const loadedPages = new Map<RouteDef['load'], ComponentType<PageProps>>();
export async function preloadPage(route: RouteDef): Promise<void> {
  if (!route.load || loadedPages.has(route.load)) return;
  loadedPages.set(route.load, (await route.load()).default);
}

export function findRoute(path: string): { route: RouteDef; params: Record<string, string> } | null {
  for (const route of ROUTES) {
    const params = matchPath(route.pattern, path);
    if (!params) continue;
    if (params.storeId && RESERVED_SEGMENTS.includes(params.storeId)) continue;
    return { route, params };
  }
  return null;
}

export function NotFound() {
  return (
    <section className="stack page-narrow">
      <h1>{t('app.notFound')}</h1>
      <p className="muted">{t('app.notFoundHint')}</p>
    </section>
  );
}

export function App() {
  const { path, query } = useLocation();
  const found = useMemo(() => findRoute(path), [path]);
  const Page = found ? pageOf(found.route) : NotFound;
  return (
    <Layout storeId={found?.params.storeId ?? null} routeName={found?.route.name ?? 'not-found'}>
      <Suspense
        fallback={
          <p className="loading" aria-busy="true">
            {t('common.loading')}
          </p>
        }
      >
        <Page key={path} params={found?.params ?? {}} query={query} />
      </Suspense>
    </Layout>
  );
}
