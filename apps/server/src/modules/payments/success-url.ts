/**
 * The merchant's success URL with `session_id` added to its query, before any fragment; the query
 * it had is kept (§11 Clarifications). The value is written as given, so Stripe's
 * `{CHECKOUT_SESSION_ID}` template stays unencoded for Stripe to fill in.
 */
export function withSessionId(url: string, sessionId: string): string {
  const hash = url.indexOf('#');
  const base = hash === -1 ? url : url.slice(0, hash);
  const fragment = hash === -1 ? '' : url.slice(hash);
  const separator = !base.includes('?') ? '?' : /[?&]$/.test(base) ? '' : '&';
  return `${base}${separator}session_id=${sessionId}${fragment}`;
}
