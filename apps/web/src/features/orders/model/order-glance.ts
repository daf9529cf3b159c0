import type { MerchantOrder } from '@perkdesk/contracts';

/** How long a new order may wait for its first answer before its card is flagged. */
export const NEW_ORDER_PATIENCE_MS = 5 * 60_000;

/**
 * Whether an open order has waited too long: a new one unanswered five minutes after payment, or an
 * accepted or preparing one past the preparing time the merchant gave. Other states are the
 * customer's or the courier's to move.
 */
export function isWaitingTooLong(order: MerchantOrder, now: number): boolean {
  if (order.status !== 'PAID') return false;
  if (order.serveStatus === null) {
    return order.paidAt !== null && now - Date.parse(order.paidAt) > NEW_ORDER_PATIENCE_MS;
  }
  if (order.serveStatus !== 'ACCEPTED' && order.serveStatus !== 'PREPARING') return false;
  if (order.acceptedAt === null || !order.preparingTime) return false;
  return now - Date.parse(order.acceptedAt) > order.preparingTime * 60_000;
}

/** The first items of an order as a card shows them: "2× Latte, 1× Croissant", picks included. */
export function firstItems(order: MerchantOrder, shown = 3): { text: string; more: number } {
  const lines = order.items.slice(0, shown).map((line) => `${line.quantity}× ${line.productName}`);
  return { text: lines.join(', '), more: Math.max(0, order.items.length - shown) };
}
