/**
 * The in-app path of `url` (path, query and hash) when it leads to this app's own origin, else
 * null: the sandbox's onboarding, checkout and dashboard links stay in the app, a provider's
 * pages are left for.
 */
export function inAppPath(url: string, origin: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return null;
  }
  if (parsed.origin !== new URL(origin).origin) return null;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** An absolute URL of this app for `path`, as the server wants return and success URLs (on APP_ORIGIN). */
export function appUrl(path: string, origin: string): string {
  return new URL(path, origin).toString();
}
