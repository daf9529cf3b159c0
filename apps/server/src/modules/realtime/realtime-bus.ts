import { joinView, type OrderEvent } from './order-views';
import type { OrderDelivery, RealtimeHub } from './realtime-hub';
import { outboundBody } from './stomp-frame';

/**
 * How publications reach every instance's sockets. Each instance delivers each publication to its
 * own sessions exactly once: in-process on PGlite (one process), through PostgreSQL LISTEN/NOTIFY
 * on PostgreSQL, where the publishing instance also hears its own publication and delivers only then.
 */
export interface RealtimeBus {
  /** Resolves once this instance hears what every instance publishes (awaited before CONNECTED). */
  ready(): Promise<void>;
  /** Whether it hears them right now (the session check remembers live families only then). */
  listening(): boolean;
  /** After the commit (contract §15). */
  publishOrder(event: OrderEvent): Promise<void>;
  /** A family revoked on this instance: the others close its sockets too. */
  publishRevoked(familyId: string): Promise<void>;
  close(): Promise<void>;
}

/** The views of an event, each serialized once for all its sessions; only those this hub has sessions for. */
export const deliveryOf = (
  event: Omit<OrderEvent, 'orderId'>,
  hub: Pick<RealtimeHub, 'hasMerchant' | 'hasCustomer'>,
): OrderDelivery => ({
  merchantId: event.merchantId,
  customerId: event.customerId,
  merchantView:
    event.merchantFields === null || !hub.hasMerchant(event.merchantId)
      ? null
      : outboundBody(joinView(event.order, event.merchantFields)),
  customerView:
    event.customerFields === null || !hub.hasCustomer(event.customerId)
      ? null
      : outboundBody(joinView(event.order, event.customerFields)),
});

/** One process (PGlite): publications go straight to this instance's sessions. */
export function createLocalBus(hub: RealtimeHub): RealtimeBus {
  return {
    ready: async () => {},
    listening: () => true,
    publishOrder: async (event) => hub.deliverOrder(deliveryOf(event, hub)),
    // The revoking instance has closed the family's sockets itself; there is no other instance.
    publishRevoked: async () => {},
    close: async () => {},
  };
}
