import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

// The toast container (transitions, portal, scroll-lock class names) is about a tenth of the
// entry bundle, and most page loads never show a toast. notifications.show() only touches the
// store, so the container can load when the first toast is queued and still show it.
const Notifications = lazy(async () => ({ default: (await import('@mantine/notifications')).Notifications }));

export function DeferredNotifications() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      {/* Spec 1 §9: toasts last 3 s unless the caller says otherwise. */}
      <Notifications position="top-right" autoClose={3000} />
    </Suspense>
  );
}
