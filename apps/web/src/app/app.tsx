import { flushSync } from 'react-dom';
import { RouterProvider } from 'react-router';
import type { Preferences } from '../lib/preferences';
import { AppProviders } from './providers';
import { router } from './router';

const flushUpdate = (update: () => unknown): undefined => {
  flushSync(update);
};

export function App({ preferences }: { preferences: Preferences }) {
  return (
    <AppProviders preferences={preferences}>
      {/* What `react-router/dom` passes (that entry would bundle the development build beside the
          production one): a navigation may then ask for `flushSync`, as the orders screen does. */}
      <RouterProvider router={router} flushSync={flushUpdate} />
    </AppProviders>
  );
}
