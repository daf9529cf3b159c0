import type { Order } from '@perkdesk/contracts';
import { getSession } from '../../lib/session';

/**
 * The customer's live order updates over STOMP (contract §15): `/user/queue/notify-order` carries
 * their own orders. Delivery is at most once, so `onReconnect` lets the page refetch what it shows.
 */
export async function watchOrders(
  onOrder: (order: Order) => void,
  onReconnect: () => void,
): Promise<() => void> {
  const { Client } = await import('@stomp/stompjs');
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  let connectedOnce = false;
  const client = new Client({
    brokerURL: `${scheme}://${window.location.host}/api/websocket`,
    reconnectDelay: 3000,
    heartbeatIncoming: 30000,
    heartbeatOutgoing: 30000,
    beforeConnect: async () => {
      client.connectHeaders = { Authorization: `Bearer ${getSession()?.accessToken ?? ''}` };
    },
    onConnect: () => {
      client.subscribe('/user/queue/notify-order', (message) => onOrder(JSON.parse(message.body) as Order));
      if (connectedOnce) onReconnect();
      connectedOnce = true;
    },
  });
  client.activate();
  return () => void client.deactivate();
}
