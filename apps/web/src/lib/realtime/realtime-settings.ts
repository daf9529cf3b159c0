import { REALTIME_DESTINATIONS, REALTIME_HEARTBEAT_MS, REALTIME_PATH } from '@perkdesk/contracts';
import { Versions } from '@stomp/stompjs';

// The real-time channel's settings (spec 1 §4 Real-time updates, §7 Real-time channel, §9;
// contract §15). The path, destinations and heart-beat are the contract's.

/** Heart-beats 30 s in and out: the value the server offers too. */
export const HEARTBEAT_MS = REALTIME_HEARTBEAT_MS;

/** The reconnect check of spec 1 §9: a lost socket is retried, and a refreshed token noticed, every 10 s. */
export const RECONNECT_CHECK_MS = 10_000;

/** v12, v11 and v10, newest first: the CONNECT accept-version and the socket's sub-protocols. */
export const stompVersions = () => new Versions([Versions.V1_2, Versions.V1_1, Versions.V1_0]);

export const ORDER_DESTINATION = REALTIME_DESTINATIONS.notifyOrder;
export const ERRORS_DESTINATION = REALTIME_DESTINATIONS.errors;

/** `ws://host/api/websocket`, or `wss://` when the page is served over https. */
export function brokerUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${REALTIME_PATH}`;
}
