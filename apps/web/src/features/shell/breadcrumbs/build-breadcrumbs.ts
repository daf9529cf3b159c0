/** One breadcrumb: a path segment (or home) and the link it leads to, if any. */
export interface Crumb {
  segment: string;
  to: string | null;
}

export const HOME_SEGMENT = '';

// The area roots redirect to their first screen, so linking them is always safe.
const AREAS = new Set([
  'dashboards',
  'orders',
  'report',
  'support',
  'profile',
  'setup',
  'products',
  'promotions',
  'social-media-posting',
]);

// Segments that stand for another screen in the trail (spec 1 §2, spec 2 §2).
const MAPPED: Record<string, { segment: string; to: string }> = {
  '/app/setup/stores': { segment: 'business-location', to: '/app/setup/business-location' },
};

/**
 * The breadcrumb trail of an /app path (spec 1 §2). Route-parameter values are skipped; /app is
 * the root (home). Only home, the area roots and mapped segments are links: other intermediate
 * prefixes such as /app/promotions/point-perk are not screens, and a crumb must never lead to
 * the not-found page. The last crumb is the current screen and has no link.
 */
export function buildBreadcrumbs(pathname: string, paramValues: readonly string[]): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  if (segments[0] !== 'app') return [];

  const params = new Set(paramValues);
  const crumbs: Crumb[] = [{ segment: HOME_SEGMENT, to: '/app' }];
  let prefix = '/app';
  segments.slice(1).forEach((raw, index) => {
    prefix = `${prefix}/${raw}`;
    const segment = safeDecode(raw);
    if (params.has(segment)) return;
    const mapped = MAPPED[prefix];
    if (mapped) crumbs.push({ ...mapped });
    else crumbs.push({ segment, to: index === 0 && AREAS.has(segment) ? prefix : null });
  });

  const last = crumbs[crumbs.length - 1];
  if (crumbs.length > 1 && last) last.to = null;
  return crumbs;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
