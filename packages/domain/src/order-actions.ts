// Merchant actions on a paid order (contract §9 Merchant actions; spec 1 §4 serve flow).
// Pure: the server applies the result with a compare-and-set on (status, serveStatus), so of two
// concurrent actions exactly one wins.

export type OrderStatus = 'CHECKOUT' | 'CONFIRMED' | 'PAID' | 'COMPLETED' | 'CANCELED' | 'REFUNDED';
export type ServeStatus =
  | 'ACCEPTED'
  | 'REJECTED'
  | 'PREPARING'
  | 'READY'
  | 'DELIVERING'
  | 'DELIVERED'
  | 'SERVED'
  | 'PICKUP';
export type OrderServeType = 'PICKUP' | 'DINE_IN' | 'DELIVERY';

export const MERCHANT_ACTIONS = [
  'accept',
  'reject',
  'preparing',
  'ready',
  'delivering',
  'complete',
  'paid-at-store',
  'cancel',
] as const;
export type MerchantAction = (typeof MERCHANT_ACTIONS)[number];

export interface ActionableOrder {
  status: OrderStatus;
  serveStatus: ServeStatus | null;
  serveType: OrderServeType | null;
  paymentMethod: 'CARD' | 'AT_STORE' | null;
  paymentCollected: boolean;
}

export const ORDER_ACTION_MESSAGES = {
  ORDER_NOT_PAID: 'The order is not PAID',
  INVALID_STATUS: 'Invalid Status',
  ORDER_IN_PROCESS: 'It is not able to REJECT. The order is already in Process.',
} as const;

export type ActionRefusal = { ok: false; code: keyof typeof ORDER_ACTION_MESSAGES; message: string };
/** What the action changes; `refund` and `credit`/`revert` tell the service which effects to run. */
export type ActionOutcome = {
  ok: true;
  status: OrderStatus;
  serveStatus: ServeStatus | null;
  paymentCollected: boolean;
  /** accept credits punches and points; complete settles stock and points. */
  effect: 'credit' | 'refund' | 'complete' | 'collect' | 'none';
};

const refuse = (code: ActionRefusal['code']): ActionRefusal => ({
  ok: false,
  code,
  message: ORDER_ACTION_MESSAGES[code],
});

/** The serve status a completed order ends in, by serve type. */
export function completedServeStatus(serveType: OrderServeType | null): ServeStatus {
  if (serveType === 'DELIVERY') return 'DELIVERED';
  if (serveType === 'DINE_IN') return 'SERVED';
  return 'PICKUP';
}

const IN_PROGRESS: readonly (ServeStatus | null)[] = ['ACCEPTED', 'PREPARING', 'READY', 'DELIVERING'];

/**
 * The order after `action`, or the refusal, checked in the contract's order: the order must be
 * PAID ("The order is not PAID"), then the action's precondition ("Invalid Status").
 */
export function applyMerchantAction(
  order: ActionableOrder,
  action: MerchantAction,
): ActionOutcome | ActionRefusal {
  if (order.status !== 'PAID') return refuse('ORDER_NOT_PAID');
  const keep = { status: order.status, paymentCollected: order.paymentCollected };
  const to = (serveStatus: ServeStatus, effect: ActionOutcome['effect'] = 'none'): ActionOutcome => ({
    ok: true,
    ...keep,
    serveStatus,
    effect,
  });
  switch (action) {
    case 'accept':
      return order.serveStatus === null ? to('ACCEPTED', 'credit') : refuse('INVALID_STATUS');
    case 'reject':
      if (order.serveStatus !== null) return refuse('ORDER_IN_PROCESS');
      return {
        ok: true,
        status: 'REFUNDED',
        serveStatus: 'REJECTED',
        paymentCollected: order.paymentCollected,
        effect: 'refund',
      };
    case 'preparing':
      return order.serveStatus === 'ACCEPTED' ? to('PREPARING') : refuse('INVALID_STATUS');
    case 'ready':
      return order.serveStatus === 'PREPARING' ? to('READY') : refuse('INVALID_STATUS');
    case 'delivering':
      return order.serveStatus === 'READY' && order.serveType === 'DELIVERY'
        ? to('DELIVERING')
        : refuse('INVALID_STATUS');
    case 'complete': {
      const ready =
        order.serveType === 'DELIVERY' ? order.serveStatus === 'DELIVERING' : order.serveStatus === 'READY';
      const uncollected = order.paymentMethod === 'AT_STORE' && !order.paymentCollected;
      if (!ready || uncollected) return refuse('INVALID_STATUS');
      return {
        ok: true,
        status: 'COMPLETED',
        serveStatus: completedServeStatus(order.serveType),
        paymentCollected: order.paymentCollected,
        effect: 'complete',
      };
    }
    case 'paid-at-store':
      if (order.paymentMethod !== 'AT_STORE' || order.paymentCollected || order.serveStatus === 'REJECTED') {
        return refuse('INVALID_STATUS');
      }
      return {
        ok: true,
        status: order.status,
        serveStatus: order.serveStatus,
        paymentCollected: true,
        effect: 'collect',
      };
    case 'cancel':
      if (!IN_PROGRESS.includes(order.serveStatus)) return refuse('INVALID_STATUS');
      return {
        ok: true,
        status: 'REFUNDED',
        serveStatus: 'REJECTED',
        paymentCollected: order.paymentCollected,
        effect: 'refund',
      };
  }
}

/** The actions a merchant may take now, for the orders screen's buttons (`allowedActions`). */
export function allowedMerchantActions(order: ActionableOrder): MerchantAction[] {
  return MERCHANT_ACTIONS.filter((action) => applyMerchantAction(order, action).ok);
}
