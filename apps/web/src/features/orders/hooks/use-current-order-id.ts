import { useMatch } from 'react-router';

const MAIN = 'main';

/**
 * The order open in the detail pane: the orders-main/{id} segment, or null for orders-main/main.
 * Read by path so that the sidebar (outside the route's outlet) sees it too.
 */
export function useCurrentOrderId(): string | null {
  const match = useMatch('/app/orders/orders-main/:id');
  const id = match?.params.id;
  return id && id !== MAIN ? id : null;
}
