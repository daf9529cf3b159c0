import { api } from './api';
import { getSession } from './session';

export type ClickEntity = 'CALL' | 'DIRECTIONS' | 'WEBSITE' | 'SHARE';

const POST_KEY = 'pd.post-ref';
const POST_TTL_MS = 7 * 24 * 3600_000;

/** Keeps `?post=<refId>` (a social post's link) for 7 days, so a later visit can be attributed. */
export function captureAttribution(search: string = window.location.search, now = Date.now()) {
  const ref = new URLSearchParams(search).get('post');
  if (!ref) return;
  try {
    localStorage.setItem(POST_KEY, JSON.stringify({ ref: ref.slice(0, 100), at: now }));
  } catch {
    // Storage disabled: no attribution.
  }
}

export function attributedPost(now = Date.now()): string | null {
  try {
    const saved = JSON.parse(localStorage.getItem(POST_KEY) ?? 'null') as { ref: string; at: number } | null;
    if (!saved || now - saved.at > POST_TTL_MS) return null;
    return saved.ref;
  } catch {
    return null;
  }
}

// Events are customer routes (contract §12): nothing is sent for anonymous visitors, and a failure
// never disturbs the page.
function send(path: string, body: object) {
  const session = getSession();
  if (!session || session.role !== 'USER') return Promise.resolve(false);
  return api(path, { method: 'POST', body }).then(
    () => true,
    () => false,
  );
}

/** The customer opened a store: a visit (with the post that brought them, if any) and a WEB view. */
export function storeOpened(merchantId: string, storeId: string) {
  const triggeredAt = new Date().toISOString();
  const postRef = attributedPost();
  return Promise.all([
    send('/api/event/visit', {
      triggeredAt,
      merchantStores: { [merchantId]: [storeId] },
      ...(postRef ? { postRef } : {}),
    }),
    send('/api/event/view', { triggeredAt, merchantId, storeId, platform: 'WEB' }),
  ]);
}

export function storeClicked(merchantId: string, storeId: string, entity: ClickEntity) {
  return send('/api/event/click', { triggeredAt: new Date().toISOString(), merchantId, storeId, entity });
}
