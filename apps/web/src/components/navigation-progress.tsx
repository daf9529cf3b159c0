import { lazy, Suspense } from 'react';
import { useNavigation } from 'react-router';

// Most page loads never navigate (the login page is the first paint for most visits), so the
// bar's code is fetched when the first navigation starts rather than with the layout.
const NavigationProgressBar = lazy(() => import('./navigation-progress-bar'));

/** A thin bar at the top of the page while the next screen's code or data loads. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <Suspense fallback={null}>
      <NavigationProgressBar />
    </Suspense>
  );
}
