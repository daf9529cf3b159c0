import { DirectionProvider, MantineProvider } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { buildTheme, cssVariablesResolver } from '../features/shell/theme';
import { useTranslation } from '../i18n/translation';
import type { Preferences } from '../lib/preferences';
import { DeferredNotifications } from './deferred-notifications';

interface AppProvidersProps {
  preferences: Preferences;
  children: ReactNode;
}

/**
 * Theme, direction and colour scheme are fixed for the page's lifetime: changing a display
 * option saves it and reloads (spec 1 §9), so nothing here needs to react to changes.
 * TanStack Query is not here: the layouts that run queries provide it (layouts/query-layout.tsx),
 * so the login page's first paint does not carry it.
 */
export function AppProviders({ preferences, children }: AppProvidersProps) {
  const { t } = useTranslation();
  const [theme] = useState(() => buildTheme(preferences, t('close')));
  return (
    <DirectionProvider initialDirection={preferences.direction} detectDirection={false}>
      <MantineProvider
        theme={theme}
        forceColorScheme={preferences.colorScheme}
        cssVariablesResolver={cssVariablesResolver}
      >
        <DeferredNotifications />
        {children}
      </MantineProvider>
    </DirectionProvider>
  );
}
