/** The in-app path of `url` when it leads to this app's own origin, else null (a provider's page). */
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
