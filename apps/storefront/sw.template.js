// The storefront's service worker (docs/adr/0012-storefront-app.md). The build fills in the
// precache list and the version; it is served from /s/sw.js with scope /s/.
const VERSION = '__VERSION__';
const PRECACHE = __PRECACHE__;
const SHELL = '/s/';
const CACHE = `pd-storefront-${VERSION}`;
const DATA = 'pd-storefront-data';
const DETAIL = /^\/api\/merchant-stores\/[^/]+\/detail$/;
const NETWORK_WAIT_MS = 4000;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([SHELL, ...PRECACHE]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((k) => k.startsWith('pd-storefront-') && k !== CACHE && k !== DATA)
            .map((k) => caches.delete(k)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

// The network's answer when it comes in time; otherwise (or offline) the last copy kept.
function networkFirst(request, cacheName, fallbackUrl) {
  const network = fetch(request).then((response) => {
    if (response.ok) {
      const copy = response.clone();
      caches.open(cacheName).then((cache) => cache.put(fallbackUrl || request, copy));
    }
    return response;
  });
  const cached = () => caches.match(fallbackUrl || request).then((hit) => hit || network);
  const slow = new Promise((resolve) => setTimeout(resolve, NETWORK_WAIT_MS)).then(() =>
    caches.match(fallbackUrl || request).then((hit) => hit || network),
  );
  return Promise.race([network.catch(cached), slow]);
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (DETAIL.test(url.pathname)) {
    event.respondWith(networkFirst(request, DATA, url.pathname));
    return;
  }
  // No other API answer is ever kept: carts, orders and accounts must be live.
  if (url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate' && url.pathname.startsWith('/s/')) {
    event.respondWith(networkFirst(request, CACHE, SHELL));
    return;
  }
  if (url.pathname.startsWith('/s/')) {
    event.respondWith(caches.match(request).then((hit) => hit || fetch(request)));
  }
});
