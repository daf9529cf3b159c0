import { paths } from '../../../config/routes';

/** The sidebar's title (it refreshes the list): focus goes there when no card is left to take it. */
export const ORDERS_HEADING_ID = 'orders-list-heading';
/** The sidebar's "Choose a store" or "Switch store" button, whichever shows. */
export const STORE_CONTROL_ID = 'orders-store-control';

/** How long a removed element's focus is watched for: a dialog's exit, a list's re-render. */
const WATCH_MS = 2_000;

/** The browser falls back to the body when the focused element leaves the page. */
function focusIsLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
}

/**
 * Watches the next frames: when focus falls to the body (its button or dialog gone), it goes to
 * the first of `targets` that takes it. Watching stops as soon as focus moves anywhere else.
 */
export function catchLostFocus(targets: () => (HTMLElement | null | undefined)[]) {
  const start = document.activeElement;
  const until = performance.now() + WATCH_MS;
  const watch = () => {
    if (focusIsLost()) {
      for (const target of targets()) {
        target?.focus();
        if (target && document.activeElement === target) return;
      }
    } else if (document.activeElement !== start) {
      return;
    }
    if (performance.now() < until) requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
}

/**
 * After an action on `orderId` (its button replaced, or the order gone from the list): the next
 * card of the list as it was shown, the previous one at its end, else the list's heading.
 */
export function focusNextCardAfterAction(orderId: string, listed: readonly string[]) {
  const at = listed.indexOf(orderId);
  const others = at < 0 ? [...listed] : [...listed.slice(at + 1), ...listed.slice(0, at).reverse()];
  catchLostFocus(() => {
    const cards = new Map(
      Array.from(document.querySelectorAll<HTMLElement>('a[href]')).map((link) => [
        link.getAttribute('href'),
        link,
      ]),
    );
    return [
      ...others.map((id) => cards.get(paths.orders.main(id))),
      document.getElementById(ORDERS_HEADING_ID),
    ];
  });
}
