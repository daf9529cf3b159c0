import type { ReactElement } from 'react';
import { renderScreen } from '../../../testing/render-screen';

/**
 * jsdom lays nothing out: every element reports `height` as its client height, so that the
 * virtual list renders the rows a tablet sidebar of that height shows. Returns the restore.
 */
export function stubClientHeight(height: number): () => void {
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => height });
  return () => {
    if (original) Object.defineProperty(HTMLElement.prototype, 'clientHeight', original);
  };
}

/** Renders `element` inside the orders area's route (/app/orders/orders-main/{id}) with its strings. */
export const renderOrders = (element: ReactElement, path = '/app/orders/orders-main/main') =>
  renderScreen(element, path, {
    route: '/app/orders/orders-main/:id',
    namespaces: ['shell', 'components', 'orders'],
  });
