import { paths } from '../../config/routes';

/**
 * Where to go after login: the `redirect` query parameter kept by the route guard, when it is a
 * path of this app. Anything else (another origin, `//evil.example`) falls back to the dashboards,
 * so a crafted login link cannot send a fresh session elsewhere.
 */
export function redirectTarget(search: URLSearchParams): string {
  const target = search.get('redirect');
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return paths.dashboards.root;
  }
  if (target.startsWith(paths.user.root)) return paths.dashboards.root;
  return target;
}
