import { DirectionProvider, MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { buildTheme } from '../features/shell/theme';
import type { Preferences } from '../lib/preferences';
import { DeferredNotifications } from './deferred-notifications';
import { createQueryClient } from './query-client';

interface AppProvidersProps {
  preferences: Preferences;
  children: ReactNode;
}

/**
 * Theme, direction and colour scheme are fixed for the page's lifetime: changing a display
 * option saves it and reloads (spec 1 §9), so nothing here needs to react to changes.
 */
export function AppProviders({ preferences, children }: AppProvidersProps) {
  const [theme] = useState(() => buildTheme(preferences));
  const [queryClient] = useState(createQueryClient);
  return (
    <DirectionProvider initialDirection={preferences.direction} detectDirection={false}>
      <MantineProvider theme={theme} forceColorScheme={preferences.colorScheme}>
        <DeferredNotifications />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
