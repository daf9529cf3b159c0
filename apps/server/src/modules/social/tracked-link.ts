/** `{APP_ORIGIN}/s/{storeId}?post={refId}[&coupon={code}]`: the link a post carries to its store. */
export function trackedLink(
  appOrigin: string,
  storeId: string,
  refId: string,
  coupon: string | null,
): string {
  const url = new URL(`/s/${encodeURIComponent(storeId)}`, appOrigin);
  url.searchParams.set('post', refId);
  if (coupon) url.searchParams.set('coupon', coupon);
  return url.toString();
}

/** The post's text with its tracked link on a line of its own (once). */
export function withLink(text: string, link: string | null): string {
  return link && !text.includes(link) ? `${text}\n${link}` : text;
}
