import type { OrderEvent } from './order-views';
import { deliveryOf } from './realtime-bus';
import type { RealtimeHub } from './realtime-hub';

/**
 * What goes through NOTIFY:
 * - `order`: both views inline, as they were at the commit — when they fit under the payload limit;
 * - `ref`: only the ids, when they do not: an instance with sessions of that merchant or customer
 *   reads the order (as it is by then) and builds the views itself;
 * - `revoked`: a session family whose sockets every instance closes.
 */
type BusMessage =
  | { t: 'order'; m: string; c: string; mv: unknown; cv: unknown }
  | { t: 'ref'; id: string; m: string; c: string }
  | { t: 'revoked'; f: string };

/** The publication of an order event: its views inline when they fit in `payloadLimit` bytes. */
export function orderMessage(event: OrderEvent, payloadLimit: number): string {
  const inline =
    `{"t":"order","m":${JSON.stringify(event.merchantId)},"c":${JSON.stringify(event.customerId)},` +
    `"mv":${event.merchantView ?? 'null'},"cv":${event.customerView ?? 'null'}}`;
  const fits = Buffer.byteLength(inline) <= payloadLimit;
  const message: BusMessage = { t: 'ref', id: event.orderId, m: event.merchantId, c: event.customerId };
  return fits ? inline : JSON.stringify(message);
}

export const revokedMessage = (familyId: string): string =>
  JSON.stringify({ t: 'revoked', f: familyId } satisfies BusMessage);

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
  const message = JSON.parse(payload) as BusMessage;
  if (message.t === 'revoked') {
    deps.revocations?.forget(message.f);
    hub.closeFamily(message.f);
    return;
  }
  if (message.t === 'order') {
    hub.deliverOrder(
      deliveryOf({
        merchantId: message.m,
        customerId: message.c,
        merchantView: message.mv === null ? null : JSON.stringify(message.mv),
        customerView: message.cv === null ? null : JSON.stringify(message.cv),
      }),
    );
    return;
  }
  if (!hub.interested(message.m, message.c)) return;
  const event = await deps.loadOrder(message.id);
  if (event) hub.deliverOrder(deliveryOf(event));
}
