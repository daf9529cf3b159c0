import type { OrderEvent } from './order-views';
import { deliveryOf } from './realtime-bus';
import type { RealtimeHub } from './realtime-hub';

/**
 * What goes through NOTIFY:
 * - an order, when it fits under the payload limit: a header of lines (`o`, merchant id, customer
 *   id, then the lengths of the order's fields and of each view's own, -1 for none) and the three
 *   JSON texts one after the other. The shared fields travel once, and a hearing instance slices
 *   the views out and joins them as they were serialized: nothing is parsed or serialized again;
 * - `ref` (JSON): only the ids, when it does not fit: an instance with sessions of that merchant or
 *   customer reads the order (as it is by then) and builds the views itself;
 * - `revoked` (JSON): a session family whose sockets every instance closes;
 * - `stores` (JSON, lib/change-notices.ts): a merchant's stores changed (for the answer caches only).
 */
type JsonMessage =
  | { t: 'ref'; id: string; m: string; c: string }
  | { t: 'revoked'; f: string }
  | { t: 'stores'; m: string };

const ORDER_TAG = 'o\n';
const length = (text: string | null) => (text === null ? -1 : text.length);

/** The publication of an order event: inline when it fits in `payloadLimit` bytes, else a `ref`. */
export function orderMessage(event: OrderEvent, payloadLimit: number): string {
  const { order, merchantFields, customerFields } = event;
  const inline =
    `${ORDER_TAG}${event.merchantId}\n${event.customerId}\n` +
    `${order.length}\n${length(merchantFields)}\n${length(customerFields)}\n` +
    `${order}${merchantFields ?? ''}${customerFields ?? ''}`;
  if (Buffer.byteLength(inline) <= payloadLimit) return inline;
  const message: JsonMessage = { t: 'ref', id: event.orderId, m: event.merchantId, c: event.customerId };
  return JSON.stringify(message);
}

export const revokedMessage = (familyId: string): string =>
  JSON.stringify({ t: 'revoked', f: familyId } satisfies JsonMessage);

/** The event an inline order publication carries (lengths in UTF-16 units, as JavaScript counts them). */
export function readOrderMessage(payload: string): Omit<OrderEvent, 'orderId'> {
  const lines: string[] = [];
  let at = ORDER_TAG.length;
  for (let n = 0; n < 5; n++) {
    const end = payload.indexOf('\n', at);
    if (end < 0) throw new Error('truncated real-time publication');
    lines.push(payload.slice(at, end));
    at = end + 1;
  }
  const [merchantId = '', customerId = '', ...lengths] = lines;
  const [orderLength = 0, merchantLength = -1, customerLength = -1] = lengths.map(Number);
  const take = (n: number) => {
    if (n < 0) return null;
    const text = payload.slice(at, at + n);
    at += n;
    return text;
  };
  const order = take(orderLength) ?? '';
  return {
    merchantId,
    customerId,
    order,
    merchantFields: take(merchantLength),
    customerFields: take(customerLength),
  };
}

/** The merchant whose orders or stores a publication says changed; null for a revocation. */
export function merchantOfMessage(payload: string): string | null {
  if (payload.startsWith(ORDER_TAG))
    return payload.slice(ORDER_TAG.length, payload.indexOf('\n', ORDER_TAG.length));
  const message = JSON.parse(payload) as JsonMessage;
  return message.t === 'revoked' ? null : message.m;
}

/** Delivers a publication heard on the channel to this instance's sessions. */
export async function receiveBusMessage(
  payload: string,
  deps: {
    hub: RealtimeHub;
    loadOrder(orderId: string): Promise<OrderEvent | null>;
    revocations?: { forget(familyId: string): void };
  },
): Promise<void> {
  const { hub } = deps;
  if (payload.startsWith(ORDER_TAG)) {
    hub.deliverOrder(deliveryOf(readOrderMessage(payload), hub));
    return;
  }
  const message = JSON.parse(payload) as JsonMessage;
  if (message.t === 'revoked') {
    deps.revocations?.forget(message.f);
    hub.closeFamily(message.f);
    return;
  }
  if (message.t === 'stores') return;
  if (!hub.interested(message.m, message.c)) return;
  const event = await deps.loadOrder(message.id);
  if (event) hub.deliverOrder(deliveryOf(event, hub));
}
