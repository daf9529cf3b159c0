import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n, languageOf } from './i18n';
import { readPreferences } from './lib/preferences';

const preferences = readPreferences();

// Set before the first render so a dark or right-to-left page never flashes light or LTR.
const root = document.documentElement;
root.dir = preferences.direction;
root.lang = languageOf(preferences.locale);
root.setAttribute('data-mantine-color-scheme', preferences.colorScheme);

void initI18n(preferences.locale).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App preferences={preferences} />
    </StrictMode>,
  );
});
