import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { captureAttribution } from './lib/events';
import { initI18n } from './lib/i18n';
import './styles.css';

initI18n();
captureAttribution();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// The service worker keeps the shell and the last menu for flaky connections (docs/adr/0012).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/s/sw.js', { scope: '/s/' }).catch(() => undefined);
  });
}
