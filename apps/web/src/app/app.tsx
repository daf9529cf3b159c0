import { RouterProvider } from 'react-router';
import type { Preferences } from '../lib/preferences';
import { AppProviders } from './providers';
import { router } from './router';

export function App({ preferences }: { preferences: Preferences }) {
  return (
    <AppProviders preferences={preferences}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
