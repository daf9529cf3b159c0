import type { LandingReads } from '../lib/landing-reads';

/**
 * A landing route: the chunks its screen needs and the API reads it starts with. The build writes
 * the table for the landing routes into a small classic script that index.html runs before the
 * entry (vite.config.ts), so both start with the entry instead of after it.
 */
export interface LandingRoute {
  /** The route and everything under it. */
  prefix: string;
  /** Script chunks, as <link rel=modulepreload>. */
  modules: string[];
  /** Stylesheets, as <link rel=preload as=style>. */
  styles: string[];
  /** GETs sent now when signed in; a query value names the sessionStorage key that holds it (skipped when unset). */
  reads: { path: string; query?: Record<string, string> }[];
}

/**
 * Runs in the page before the entry, as the build's landing script: self-contained (the build
 * inlines its source), so it uses nothing from other modules: the global's name is LANDING_READS_KEY spelled out.
 */
export function preloadLanding(routes: LandingRoute[]): void {
  const path = location.pathname;
  const route = routes.find((r) => path === r.prefix || path.startsWith(`${r.prefix}/`));
  if (!route) return;
  // The reads first: behind some eighty chunks on six connections they would start last.
  sendReads(route.reads);

  // Vite's loader asks with crossorigin="" too: the same mode, so its requests find these.
  const hint = (rel: string, href: string, as?: string) => {
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    link.crossOrigin = '';
    if (as) link.as = as;
    document.head.appendChild(link);
  };
  for (const href of route.modules) hint('modulepreload', href);
  for (const href of route.styles) hint('preload', href, 'style');

  function sendReads(reads: LandingRoute['reads']): void {
    let token: unknown;
    try {
      token = JSON.parse(localStorage.getItem('perkdesk.auth') ?? 'null')?.accessToken;
    } catch {
      return;
    }
    if (typeof token !== 'string' || token === '') return;
    const answers: Record<string, Promise<Response>> = {};
    for (const read of reads) {
      const params = new URLSearchParams();
      let complete = true;
      for (const [name, key] of Object.entries(read.query ?? {})) {
        const value = sessionStorage.getItem(key);
        if (value) params.set(name, value);
        else complete = false;
      }
      if (!complete) continue;
      const query = params.toString();
      const url = query ? `${read.path}?${query}` : read.path;
      // The headers apiFetch sends (lib/api-client.ts), so the answer is the one it would get.
      answers[url] = fetch(url, {
        headers: { Authorization: `Bearer ${token}`, 'X-Service-Name': 'core-deal-service' },
      });
      // An answer nobody takes must not report an unhandled rejection.
      answers[url].catch(() => undefined);
    }
    (window as unknown as Record<string, LandingReads>).__perkdeskLandingReads = { token, answers };
  }
}
