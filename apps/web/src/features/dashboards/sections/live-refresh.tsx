import { useLiveRefresh } from '../hooks/use-live-refresh';

/** Rendered while the realtime switch is on: the dashboards refetch on the merchant's order events. */
export function LiveRefresh() {
  useLiveRefresh();
  return null;
}
