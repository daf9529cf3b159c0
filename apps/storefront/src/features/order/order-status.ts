import type { Order } from '@perkdesk/contracts';

// The customer's view of where an order stands (contract §9 Lifecycle and Merchant actions).

export type Step = 'PLACED' | 'ACCEPTED' | 'PREPARING' | 'READY' | 'DELIVERING' | 'DONE';

type Shown = Pick<
  Order,
  | 'status'
  | 'serveStatus'
  | 'serveType'
  | 'acceptedAt'
  | 'paidAt'
  | 'lastUpdatedAt'
  | 'preparingTime'
  | 'deliveringTime'
>;

/** The steps this order goes through: deliveries have a delivering step, others do not. */
export function stepsOf(order: Pick<Order, 'serveType'>): Step[] {
  return order.serveType === 'DELIVERY'
    ? ['PLACED', 'ACCEPTED', 'PREPARING', 'READY', 'DELIVERING', 'DONE']
    : ['PLACED', 'ACCEPTED', 'PREPARING', 'READY', 'DONE'];
}

/** The step reached; null when the order did not go ahead (canceled, rejected, refunded). */
export function currentStep(order: Shown): Step | null {
  if (order.status === 'COMPLETED') return 'DONE';
  if (order.status !== 'PAID')
    return order.status === 'CHECKOUT' || order.status === 'CONFIRMED' ? 'PLACED' : null;
  switch (order.serveStatus) {
    case null:
    case undefined:
      return 'PLACED';
    case 'ACCEPTED':
    case 'PREPARING':
    case 'READY':
    case 'DELIVERING':
      return order.serveStatus;
    case 'REJECTED':
      return null;
    default:
      return 'DONE';
  }
}

/** While preparing (or delivering), when it should be ready (or arrive): the step's start plus its minutes. */
export function estimatedAt(order: Shown): Date | null {
  const minutes =
    order.serveStatus === 'PREPARING'
      ? order.preparingTime
      : order.serveStatus === 'DELIVERING'
        ? order.deliveringTime
        : null;
  if (!minutes) return null;
  return new Date(new Date(order.lastUpdatedAt).getTime() + minutes * 60_000);
}

/** A customer may cancel only before paying (contract §9: CHECKOUT and CONFIRMED). */
export const canCancel = (order: Pick<Order, 'status'>) =>
  order.status === 'CHECKOUT' || order.status === 'CONFIRMED';
