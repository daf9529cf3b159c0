import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, findRoute, preloadPage } from './app/App';
import { captureAttribution } from './lib/events';
import { initI18n } from './lib/i18n';
import { currentLocation } from './lib/router';
import { isStoreId, loadStoreBySegment } from './lib/store-detail';
import './styles.css';

initI18n();
captureAttribution();

/**
 * The server rendered the first view into #root (apps/storefront/src/shell/first-view.tsx): React's
 * first render replaces it, so it waits for what that view shows (the preloaded store detail and the
 * modulepreloaded page chunk) to draw the same markup at once, without a loading state in between.
 */
async function firstViewReady(root: HTMLElement): Promise<boolean> {
  if (!root.hasAttribute('data-first-view') || root.childElementCount === 0) return false;
  const found = findRoute(currentLocation().path);
  if (!found) return false;
  const segment = found.params.storeId ?? '';
  const waits: Promise<unknown>[] = [preloadPage(found.route)];
  if (found.route.name === 'store' || isStoreId(segment)) waits.push(loadStoreBySegment(segment));
  const patience = new Promise((resolve) => setTimeout(resolve, 4000));
  await Promise.race([Promise.allSettled(waits), patience]);
  return true;
}

const root = document.getElementById('root');
if (root) {
  const app = createRoot(root);
  const first = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // Over a first view already painted, the first render may yield between components: short tasks
  // keep the page responsive (and the blocking time low) while the whole menu renders.
  void firstViewReady(root).then((painted) =>
    painted ? startTransition(() => app.render(first)) : app.render(first),
  );
}

// The service worker keeps the shell and the last menu for flaky connections (docs/adr/0012).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/s/sw.js', { scope: '/s/' }).catch(() => undefined);
  });
}
